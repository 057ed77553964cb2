import { defineConfig } from 'vitest/config';

/** Tests of the project's own tooling (lint rules). */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['**/*.test.ts'], exclude: ['node_modules/**'], testTimeout: 60_000 },
});
