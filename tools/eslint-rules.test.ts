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

describe('the lint rules of CONVENTIONS.md', () => {
  it('keep the web app and the API from importing each other', async () => {
    expect(await problems('apps/web/src/lib/example.ts', "import '../../../api/src/app.ts';\n")).toContainEqual(expect.stringMatching(/The web app never imports the API/));
    expect(await problems('apps/api/src/lib/example.ts', "import '../../../web/src/main.tsx';\n")).toContainEqual(expect.stringMatching(/The API never imports the web app/));
  });

  it('let packages/shared import only zod', async () => {
    expect(await problems('packages/shared/src/example.ts', "import 'dayjs';\n")).toContainEqual(expect.stringMatching(/imports only zod/));
    expect(await problems('packages/shared/src/example.ts', "import 'zod';\n")).toEqual([]);
  });

  it('keep a web feature from importing another feature', async () => {
    const code = "import '../../empresas/api/get-empresas.ts';\n";
    expect(await problems('apps/web/src/features/alta-masiva/components/example.tsx', code)).toContainEqual(expect.stringMatching(/Feature "alta-masiva" must not import feature "empresas"/));
    expect(await problems('apps/web/src/app/routes/example.tsx', "import '../../features/empresas/api/get-empresas.ts';\n")).toEqual([]);
  });

  it('let an API module reach another module only through its service', async () => {
    const from = 'apps/api/src/modules/empresas/example.ts';
    expect(await problems(from, "import '../gestorias/gestorias.repository.ts';\n")).toContainEqual(expect.stringMatching(/through its service/));
    expect(await problems(from, "import '../outbox/templates/layout.ts';\n")).toContainEqual(expect.stringMatching(/through its service/));
    expect(await problems(from, "import '../gestorias/gestorias.service.ts';\n")).toEqual([]);
    expect(await problems(from, "import './empresas.repository.ts';\n")).toEqual([]);
  });

  it('refuse file names that are not kebab-case', async () => {
    expect(await problems('apps/web/src/components/data/PagedTable.tsx', 'export {};\n')).toContainEqual(expect.stringMatching(/check-file\/filename-naming-convention/));
    expect(await problems('apps/web/src/components/data/paged-table.test.tsx', 'export {};\n')).toEqual([]);
  });

});
