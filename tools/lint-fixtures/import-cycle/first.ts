// Deliberate import cycle (first → second → first), linted only by tools/eslint-rules.test.ts.
import { second } from './second.ts';

export const first = () => second();
