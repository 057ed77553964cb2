import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import boundaries from './tools/eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries, 'check-file': checkFile },
    rules: {
      'boundaries/imports': 'error',
      'boundaries/no-import-cycles': ['error', { typeImports: true }],
      'boundaries/formatters': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,tools,e2e,scripts}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]", message: 'No focused or skipped tests.' },
      ],
    },
  },
  {
    // A journey reads the page through a retrying wait: `expect(await locator.textContent())` reads
    // once, and on a loaded machine read a screen not yet drawn (CI, 2026-11-29: "Solo devueltas").
    files: ['e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]", message: 'No focused or skipped tests.' },
        {
          selector: "CallExpression[callee.name='expect'] > AwaitExpression > CallExpression[callee.property.name=/^(textContent|innerText|inputValue|count|isChecked|isVisible|isHidden|isDisabled|isEnabled|allTextContents|getAttribute)$/]",
          message: 'Read the page with `await expect.poll(() => locator.…())`, which waits for the screen, not with `expect(await …)`, which reads it once.',
        },
      ],
    },
  },
  {
    // The bench reports to engineers, in English ("1,000 companies"): not a value a user reads.
    files: ['scripts/bench/**'],
    rules: { 'boundaries/formatters': 'off' },
  },
  {
    // The formatters' own test watches when calendar.ts makes its Intl.DateTimeFormat (decision 0071).
    files: ['packages/shared/src/calendar.test.ts'],
    rules: { 'boundaries/formatters': 'off' },
  },
);
