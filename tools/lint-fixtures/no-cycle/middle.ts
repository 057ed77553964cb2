import { bottom } from './bottom.ts';

export const middle = () => bottom.value + 1;
