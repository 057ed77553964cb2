import path from 'node:path';

/**
 * The import boundaries of CONVENTIONS.md, as lint rules:
 * - web and api never import each other; shared imports only zod and itself;
 * - a web feature never imports another feature;
 * - an api module reaches another module only through its service (never its repository, routes
 *   or internals).
 */
const root = path.resolve(import.meta.dirname, '..');

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
      if (from.pkg === 'shared' && !testOrConfig && !source.startsWith('.') && source !== 'zod') report('packages/shared imports only zod.');
      const targetFeature = /^apps\/web\/src\/features\/([^/]+)\//.exec(target)?.[1];
      if (from.feature && targetFeature && targetFeature !== from.feature) report(`Feature "${from.feature}" must not import feature "${targetFeature}": compose them in a route.`);
      const targetModule = /^apps\/api\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
      if (from.module && targetModule && targetModule[1] !== from.module && !/^[^/]+\.service(\.ts)?$/.test(targetModule[2])) {
        report(`Module "${from.module}" must reach module "${targetModule[1]}" through its service (${targetModule[1]}.service.ts), not ${targetModule[2]}.`);
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

export default { rules: { imports: rule } };
