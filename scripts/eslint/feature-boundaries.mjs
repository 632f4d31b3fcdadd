// The boundaries that keep remotes deployable alone and their features replaceable one by one:
// no import between the features/* folders of a remote, none between remotes, none from a
// remote into an app. Imports are resolved against the importing file, so `../../other-feature`
// and `@account/remote-x` are caught alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTE_PACKAGE = /^@account\/remote-([^/]+)/;
const APP_PACKAGES = ['@account/shell', '@account/api', '@account/idp'];

/** Which remote, feature or app a file belongs to, from its path in the repository. */
function placeOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'apps' && parts.length > 1) return { app: parts[1] };
  if (parts[0] !== 'remotes' || parts.length < 2) return {};
  const feature =
    parts[2] === 'src' && parts[3] === 'features' && parts.length > 5 ? parts[4] : undefined;
  return { remote: parts[1], feature };
}

const noCrossBoundaryImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Features, remotes and apps import each other only through packages/*' },
    schema: [],
    messages: {
      otherFeature:
        'features/{{from}} imports from features/{{to}}: features never import each other. Move what both need to src/components or src/hooks, or compose them in Root.tsx.',
      otherRemote:
        'The {{from}} remote imports from the {{to}} remote: remotes share code only through packages/*.',
      app: 'A remote never imports an app ({{to}}): what both need belongs in packages/*.',
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from.remote) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (!specifier.startsWith('.')) {
        const remote = specifier.match(REMOTE_PACKAGE)?.[1];
        if (remote && remote !== from.remote)
          context.report({
            node,
            messageId: 'otherRemote',
            data: { from: from.remote, to: remote },
          });
        const app = APP_PACKAGES.find(
          (name) => specifier === name || specifier.startsWith(`${name}/`),
        );
        if (app) context.report({ node, messageId: 'app', data: { to: app } });
        return;
      }
      const to = placeOf(path.resolve(path.dirname(context.filename), specifier));
      if (to.app) context.report({ node, messageId: 'app', data: { to: `apps/${to.app}` } });
      else if (to.remote && to.remote !== from.remote) {
        context.report({
          node,
          messageId: 'otherRemote',
          data: { from: from.remote, to: to.remote },
        });
      } else if (from.feature && to.feature && to.feature !== from.feature) {
        context.report({
          node,
          messageId: 'otherFeature',
          data: { from: from.feature, to: to.feature },
        });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const boundaries = { rules: { 'no-cross-boundary-import': noCrossBoundaryImport } };
