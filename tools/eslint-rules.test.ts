import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each boundary the lint enforces fails on a deliberate violation (and a lawful import passes), so
 * that a rule switched off or broken by an upgrade shows here rather than in review.
 */
const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

async function problems(relativePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, relativePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** The import cycles the rule finds in `relativePath` (its text on disk unless given), over the given roots only. */
function cyclesIn(roots: string[], options: { typeImports?: boolean } = {}) {
  const linter = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: { rules: { 'boundaries/no-import-cycles': ['error', { roots, ...options }] } },
  });
  return async (relativePath: string, code?: string) => {
    const filePath = join(root, relativePath);
    const [result] = await linter.lintText(code ?? readFileSync(filePath, 'utf8'), { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/no-import-cycles').map((message) => message.message);
  };
}

describe('the lint rules of CONVENTIONS.md', () => {
  it('keep the web app and the API from importing each other', async () => {
    expect(await problems('apps/web/src/lib/example.ts', "import '../../../api/src/app.ts';\n")).toContainEqual(expect.stringMatching(/The web app never imports the API/));
    expect(await problems('apps/api/src/lib/example.ts', "import '../../../web/src/main.tsx';\n")).toContainEqual(expect.stringMatching(/The API never imports the web app/));
  });

  it('let packages/shared import only zod and ibantools', async () => {
    expect(await problems('packages/shared/src/example.ts', "import 'dayjs';\n")).toContainEqual(expect.stringMatching(/imports only zod/));
    expect(await problems('packages/shared/src/example.ts', "import 'zod';\n")).toEqual([]);
    expect(await problems('packages/shared/src/example.ts', "import 'ibantools';\n")).toEqual([]);
  });

  it('keep a web feature from importing another feature', async () => {
    const code = "import '../../empresas/api/get-empresas.ts';\n";
    expect(await problems('apps/web/src/features/alta-masiva/components/example.tsx', code)).toContainEqual(expect.stringMatching(/Feature "alta-masiva" must not import feature "empresas"/));
    expect(await problems('apps/web/src/app/routes/example.tsx', "import '../../features/empresas/api/get-empresas.ts';\n")).toEqual([]);
  });

  it('let an API module reach another module only through its service, its e-mails and the outbox\'s e-mail kit', async () => {
    const from = 'apps/api/src/modules/empresas/example.ts';
    expect(await problems(from, "import '../gestorias/gestorias.repository.ts';\n")).toContainEqual(expect.stringMatching(/through its service or its e-mails/));
    expect(await problems(from, "import '../outbox/outbox.repository.ts';\n")).toContainEqual(expect.stringMatching(/through its service or its e-mails/));
    expect(await problems(from, "import '../contratos/index.ts';\n")).toContainEqual(expect.stringMatching(/through its service or its e-mails/));
    expect(await problems(from, "import '../gestorias/gestorias.service.ts';\n")).toEqual([]);
    expect(await problems(from, "import '../contratos/contrato-firma-email.ts';\n")).toEqual([]);
    expect(await problems(from, "import '../outbox/email-template.ts';\nimport '../outbox/email-layout.ts';\n")).toEqual([]);
    expect(await problems(from, "import './empresas.repository.ts';\n")).toEqual([]);
  });

  it('refuse an import cycle, at each import that closes it, and pass an acyclic graph', async () => {
    const fixture = (name: string) => `tools/lint-fixtures/${name}`;
    const cycles = cyclesIn([fixture('import-cycle'), fixture('no-cycle')]);
    expect(await cycles(fixture('import-cycle/first.ts'))).toEqual([
      'Import cycle: tools/lint-fixtures/import-cycle/first.ts → tools/lint-fixtures/import-cycle/second.ts → tools/lint-fixtures/import-cycle/third.ts → tools/lint-fixtures/import-cycle/first.ts. Move what both sides need into a third file, or make one side `import type`.',
    ]);
    expect(await cycles(fixture('import-cycle/second.ts'))).toHaveLength(1);
    expect(await cycles(fixture('import-cycle/third.ts'))).toHaveLength(1);
    for (const file of ['top', 'middle', 'bottom']) expect(await cycles(fixture(`no-cycle/${file}.ts`))).toEqual([]);
    // The file being edited counts as it is in the editor: turning the type import into a value import closes the loop.
    expect(await cycles(fixture('no-cycle/bottom.ts'), "import { top } from './top.ts';\nexport const bottom = { value: 1, top };\n")).toEqual([
      expect.stringContaining('no-cycle/bottom.ts → tools/lint-fixtures/no-cycle/top.ts → tools/lint-fixtures/no-cycle/middle.ts → tools/lint-fixtures/no-cycle/bottom.ts'),
    ]);
    // Type-only imports count when asked.
    expect(await cyclesIn([fixture('no-cycle')], { typeImports: true })(fixture('no-cycle/bottom.ts'))).toHaveLength(1);
  });

  it('refuse an import cycle in the source tree, following @cumplia/shared/... too', async () => {
    // schemas/empresa.ts imports enums.ts: enums.ts importing it back closes a cycle.
    const closing = "import { empresaCreateSchema } from '@cumplia/shared/schemas/empresa';\nexport const schema = empresaCreateSchema;\n";
    expect(await problems('packages/shared/src/enums.ts', closing)).toContainEqual(
      expect.stringMatching(/^boundaries\/no-import-cycles: Import cycle: packages\/shared\/src\/enums\.ts → packages\/shared\/src\/schemas\/empresa\.ts → packages\/shared\/src\/enums\.ts/),
    );
    // The project counts type-only imports (issue 19): a type going back up closes the cycle too.
    const typeOnly = "import type { EmpresaCreateForm } from '@cumplia/shared/schemas/empresa';\nexport type Form = EmpresaCreateForm;\n";
    expect(await problems('packages/shared/src/enums.ts', typeOnly)).toContainEqual(
      expect.stringMatching(/^boundaries\/no-import-cycles: Import cycle: packages\/shared\/src\/enums\.ts → packages\/shared\/src\/schemas\/empresa\.ts → packages\/shared\/src\/enums\.ts\. Move what both sides need \(a type too/),
    );
  });

  it('refuse a cycle closed by a type-only import across files, and pass it once the type has a file of its own', async () => {
    const fixture = (name: string) => `tools/lint-fixtures/${name}`;
    const cycles = cyclesIn([fixture('type-cycle'), fixture('type-cycle-broken')], { typeImports: true });
    expect(await cycles(fixture('type-cycle/document.ts'))).toEqual([
      'Import cycle: tools/lint-fixtures/type-cycle/document.ts → tools/lint-fixtures/type-cycle/service.ts → tools/lint-fixtures/type-cycle/document.ts. Move what both sides need (a type too: type-only imports count) into a third file.',
    ]);
    expect(await cycles(fixture('type-cycle/service.ts'))).toHaveLength(1);
    for (const file of ['service', 'document', 'liquidacion']) expect(await cycles(fixture(`type-cycle-broken/${file}.ts`))).toEqual([]);
    // Without type imports the same fixture passes: the rule's option is what the project turned on.
    expect(await cyclesIn([fixture('type-cycle')])(fixture('type-cycle/document.ts'))).toEqual([]);
  });

  it('keep Intl formatting and toLocale*String inside the shared formatters', async () => {
    const formatters = async (relativePath: string, code: string) => (await problems(relativePath, code)).filter((problem) => problem.startsWith('boundaries/formatters'));
    const intl = "export const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });\n";
    const dates = "export const day = Intl.DateTimeFormat('es-ES').format(new Date());\n";
    const locale = "export const count = (value: number) => value.toLocaleString('es-ES');\nexport const day = (date: Date) => date.toLocaleDateString('es-ES');\n";
    expect(await formatters('apps/web/src/features/facturas/components/example.tsx', intl)).toEqual([expect.stringMatching(/`Intl\.NumberFormat` only in the shared formatters/)]);
    expect(await formatters('apps/api/src/modules/facturas/example.ts', dates)).toEqual([expect.stringMatching(/`Intl\.DateTimeFormat` only in the shared formatters/)]);
    expect(await formatters('apps/api/src/lib/example.ts', locale)).toEqual([
      expect.stringMatching(/`toLocaleString\(\)` only in the shared formatters/),
      expect.stringMatching(/`toLocaleDateString\(\)` only in the shared formatters/),
    ]);
    expect(await formatters('packages/shared/src/schemas/example.ts', locale)).toHaveLength(2);
    expect(await formatters('e2e/journeys/example.e2e.ts', intl)).toHaveLength(1);
    expect(await formatters('apps/web/src/lib/example.test.ts', "export const x = Intl['RelativeTimeFormat'];\n")).toHaveLength(1);
    // The formatter modules themselves, the English bench report, and what is not formatting pass.
    expect(await formatters('packages/shared/src/calendar.ts', dates)).toEqual([]);
    expect(await formatters('packages/shared/src/numbers.ts', intl)).toEqual([]);
    expect(await formatters('scripts/bench/example.ts', locale)).toEqual([]);
    expect(await formatters('apps/web/src/lib/example.ts', "export const upper = (text: string) => text.toLocaleUpperCase('es-ES');\nexport const rules = new Intl.PluralRules('es-ES');\n")).toEqual([]);
  });

  it('refuse file names that are not kebab-case', async () => {
    expect(await problems('apps/web/src/components/data/PagedTable.tsx', 'export {};\n')).toContainEqual(expect.stringMatching(/check-file\/filename-naming-convention/));
    expect(await problems('apps/web/src/components/data/paged-table.test.tsx', 'export {};\n')).toEqual([]);
  });

});
