// Deliberate import cycle (second → first → second), linted only by tools/eslint-rules.test.ts.
import { first } from './first.ts';

export const second = (): unknown => first;
