import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import boundaries of CONVENTIONS.md, as lint rules:
 * - web and api never import each other; shared imports only zod, ibantools and itself;
 * - a web feature never imports another feature;
 * - an api module reaches another module only through its public face: its services, its e-mails
 *   (`*-email.ts`) and, for the outbox, the kit other modules write e-mails with (never a
 *   repository, routes or internals);
 * - no import cycles, type-only ones included (`no-import-cycles`);
 * - `Intl.*Format` and `toLocale*String` only in the shared formatters (`formatters`).
 */
const root = path.resolve(import.meta.dirname, '..');

/** What packages/shared may import: zod for the schemas, ibantools for the IBAN structure. */
const SHARED_DEPENDENCIES = new Set(['zod', 'ibantools']);

function resolved(context, source) {
  if (!source.startsWith('.')) return source;
  return path.relative(root, path.resolve(path.dirname(context.filename), source)).split(path.sep).join('/');
}

function zone(file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(relative)?.[1];
  const module = /^apps\/api\/src\/modules\/([^/]+)\//.exec(relative)?.[1];
  const pkg = relative.startsWith('apps/web/') ? 'web' : relative.startsWith('apps/api/') ? 'api' : relative.startsWith('packages/shared/') ? 'shared' : 'other';
  return { relative, feature, module, pkg };
}

/** The files of a module others may import: services, e-mails, and the outbox's e-mail kit. */
const PUBLIC_FACE = /^(?:[^/]+\.service|[^/]+-email|email-template|email-layout)(?:\.ts)?$/;

const rule = {
  meta: { type: 'problem', messages: { boundary: '{{reason}}' }, schema: [] },
  create(context) {
    const from = zone(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolved(context, source);
      const report = (reason) => context.report({ node, messageId: 'boundary', data: { reason } });
      if (from.pkg === 'web' && (target.startsWith('apps/api') || target.startsWith('@cumplia/api'))) report('The web app never imports the API.');
      if (from.pkg === 'api' && (target.startsWith('apps/web') || target.startsWith('@cumplia/web'))) report('The API never imports the web app.');
      const testOrConfig = /(\.test\.ts|\.config\.ts)$/.test(from.relative);
      if (from.pkg === 'shared' && !testOrConfig && !source.startsWith('.') && !SHARED_DEPENDENCIES.has(source)) report('packages/shared imports only zod and ibantools.');
      const targetFeature = /^apps\/web\/src\/features\/([^/]+)\//.exec(target)?.[1];
      if (from.feature && targetFeature && targetFeature !== from.feature) report(`Feature "${from.feature}" must not import feature "${targetFeature}": compose them in a route.`);
      const targetModule = /^apps\/api\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
      if (from.module && targetModule && targetModule[1] !== from.module && !PUBLIC_FACE.test(targetModule[2])) {
        report(`Module "${from.module}" must reach module "${targetModule[1]}" through its service or its e-mails (${targetModule[1]}.service.ts, *-email.ts), not ${targetModule[2]}.`);
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/*
 * no-import-cycles: the runtime imports between the source files (apps/<app>/src, packages/<pkg>/src)
 * must not form a cycle. The graph is read from disk once per lint run (parsed with TypeScript,
 * imports only) and cached for the run (an editor's long-lived ESLint sees other files' saved
 * changes after a restart); the file being linted contributes its own imports from the AST ESLint
 * gives, so an editor sees its unsaved change. Relative imports and `@cumplia/shared/...` are
 * followed; packages from node_modules cannot close a cycle through our files and are left out.
 * With `{ typeImports: true }` (the project's setting since issue 19) `import type` / `export type`
 * count too: erased at run time, a type-only cycle still ties two files together (neither can be
 * read, moved or tested without the other), and it is how a runtime cycle starts. Without it they
 * are left out. An `import { type A }` stays under verbatimModuleSyntax and always counts. Always
 * ignored: `import()` (a lazy route loads after its importer, which is how a cycle is
 * deliberately broken).
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const DEFAULT_ROOTS = ['apps/*/src', 'packages/*/src'];

/** A root pattern (a path with at most one `*` directory) → the existing directories it names. */
function expandRoot(pattern) {
  const absolute = path.resolve(root, pattern);
  const [before, after] = absolute.split(`${path.sep}*${path.sep}`);
  if (after === undefined) return fs.existsSync(absolute) ? [absolute] : [];
  if (!fs.existsSync(before)) return [];
  return fs
    .readdirSync(before, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(before, entry.name, after))
    .filter((directory) => fs.existsSync(directory));
}

function sourceFiles(directory, files = []) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) sourceFiles(full, files);
    else if (SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function resolveFile(candidate, files) {
  if (files.has(candidate)) return candidate;
  const withoutJs = candidate.replace(/\.m?js$/, '');
  for (const extension of ['.ts', '.tsx']) if (files.has(`${withoutJs}${extension}`)) return `${withoutJs}${extension}`;
  for (const extension of SOURCE_EXTENSIONS) if (files.has(`${candidate}${extension}`)) return `${candidate}${extension}`;
  for (const extension of SOURCE_EXTENSIONS) if (files.has(path.join(candidate, `index${extension}`))) return path.join(candidate, `index${extension}`);
  return undefined;
}

/** The file an import names, if it is one of ours. */
function resolveImport(importer, source, files) {
  if (source.startsWith('.')) return resolveFile(path.resolve(path.dirname(importer), source), files);
  const shared = /^@cumplia\/shared\/(.+)$/.exec(source);
  if (shared) return resolveFile(path.join(root, 'packages/shared/src', shared[1]), files);
  return undefined;
}

/** The imports and re-exports of a file on disk (type-only ones too when asked). */
function importsOnDisk(file, typeImports) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const sources = [];
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && (typeImports || !statement.importClause?.isTypeOnly) && ts.isStringLiteral(statement.moduleSpecifier)) sources.push(statement.moduleSpecifier.text);
    if (ts.isExportDeclaration(statement) && (typeImports || !statement.isTypeOnly) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) sources.push(statement.moduleSpecifier.text);
  }
  return sources;
}

/** One graph per set of options for the whole run: file → the files it imports. */
const graphs = new Map();

function graphFor(roots, typeImports) {
  const key = JSON.stringify([roots, typeImports]);
  if (!graphs.has(key)) {
    const directories = roots.flatMap(expandRoot);
    const files = new Set(directories.flatMap((directory) => sourceFiles(directory)));
    const edges = new Map();
    for (const file of files) {
      const targets = importsOnDisk(file, typeImports).map((source) => resolveImport(file, source, files)).filter(Boolean);
      edges.set(file, [...new Set(targets)]);
    }
    graphs.set(key, { directories, files, edges });
  }
  return graphs.get(key);
}

/** The shortest import path from `start` back to `goal`, or undefined. */
function pathBack(edges, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    if (file === goal) {
      const chain = [];
      for (let step = goal; step !== null; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of edges.get(file) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noImportCycles = {
  meta: {
    type: 'problem',
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both sides need into a third file, or make one side `import type`.',
      typeCycle: 'Import cycle: {{chain}}. Move what both sides need (a type too: type-only imports count) into a third file.',
    },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } }, typeImports: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const roots = context.options[0]?.roots ?? DEFAULT_ROOTS;
    const typeImports = context.options[0]?.typeImports ?? false;
    const graph = graphFor(roots, typeImports);
    const file = path.resolve(context.filename);
    if (!graph.files.has(file) && !graph.directories.some((directory) => file.startsWith(`${directory}${path.sep}`))) return {};
    const shown = (name) => path.relative(root, name).split(path.sep).join('/');
    const check = (node, source, typeOnly) => {
      if ((typeOnly && !typeImports) || typeof source !== 'string') return;
      const target = resolveImport(file, source, graph.files);
      if (!target) return;
      const back = target === file ? [file] : pathBack(graph.edges, target, file);
      if (back) context.report({ node, messageId: typeImports ? 'typeCycle' : 'cycle', data: { chain: [file, ...back].map(shown).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
    };
  },
};

/*
 * formatters: values are written for people by one formatter per kind (CONVENTIONS.md), in
 * packages/shared: money.ts (cents → "1.234,56 €"), numbers.ts (counts, percentages), calendar.ts
 * (dd/mm/aaaa, long dates, months, the Madrid clock), validators/phone.ts. Only the modules in
 * FORMATTER_MODULES may use `Intl.*Format` (NumberFormat, DateTimeFormat, RelativeTimeFormat…) or
 * `toLocaleString` / `toLocaleDateString` / `toLocaleTimeString`; everyone else calls them, so a
 * date or an amount reads the same on every screen, document, e-mail and journey.
 */
const FORMATTER_MODULES = new Set(['packages/shared/src/calendar.ts', 'packages/shared/src/numbers.ts']);

const formatters = {
  meta: {
    type: 'problem',
    messages: {
      intl: '`Intl.{{name}}` only in the shared formatters ({{modules}}): use formatEuros, formatNumber, formatPercent, formatDate, formatDateTime, formatLongDate, formatMonthYear or madridIsoDate.',
      locale: '`{{name}}()` only in the shared formatters ({{modules}}): use formatNumber, formatPercent, formatEuros or the date formatters of calendar.ts.',
    },
    schema: [],
  },
  create(context) {
    const relative = path.relative(root, context.filename).split(path.sep).join('/');
    if (FORMATTER_MODULES.has(relative)) return {};
    const modules = [...FORMATTER_MODULES].join(', ');
    const propertyName = (node) => (node.computed ? (node.property.type === 'Literal' ? String(node.property.value) : undefined) : node.property.name);
    return {
      MemberExpression(node) {
        const name = propertyName(node);
        if (node.object.type === 'Identifier' && node.object.name === 'Intl' && name && /Format$/.test(name)) {
          context.report({ node, messageId: 'intl', data: { name, modules } });
        }
        if (name && /^toLocale(Date|Time)?String$/.test(name) && node.parent.type === 'CallExpression' && node.parent.callee === node) {
          context.report({ node, messageId: 'locale', data: { name, modules } });
        }
      },
    };
  },
};

export default { rules: { imports: rule, 'no-import-cycles': noImportCycles, formatters } };
