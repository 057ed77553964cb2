import { third } from './third.ts';

export const second = () => third;
