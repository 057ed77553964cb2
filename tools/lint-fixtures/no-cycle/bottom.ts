// Only a type goes back up: erased at run time, so not a cycle unless typeImports is on.
import type { Top } from './top.ts';

export const bottom: Top = { value: 1 };
