import { second } from './second.ts';

export const first = () => second;
