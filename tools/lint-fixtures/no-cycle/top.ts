import { middle } from './middle.ts';

export interface Top {
  value: number;
}

export const top = (): Top => ({ value: middle() });
