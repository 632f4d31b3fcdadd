// The API's layers, lowest first: a module imports from its own layer or one below, never from
// one above (issue 37). The database knows no business rules; the job runner and the mail outbox
// no customers; the domain no HTTP; HTTP's plumbing no logged-in customer (what it needs of one
// is handed in where the app is put together, app.ts). Migrations sit on top: a backfill may use
// the domain. The settings (`config.ts`, `service-options.ts`) are read once at the top and handed
// down, so their types may be imported anywhere; their values only from the top.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = path.join(root, 'apps/api/src');

export const API_LAYERS = [
  ['app-environment'],
  ['db'],
  ['jobs'],
  ['mail'],
  ['domain'],
  ['http'],
  ['auth'],
  ['services'],
  ['config', 'service-options', 'app', 'server', 'openapi', 'seed', 'seed.ts', 'migrations'],
];
const SETTINGS = ['config', 'service-options'];

/** A module's place: its layer's index and its top folder or file, or null outside the layers. */
function placeOf(file) {
  const relative = path.relative(API, file).split(path.sep).join('/');
  if (relative.startsWith('..')) return null;
  const top =
    relative.startsWith('db/migrations/') || /^db\/migrate(\.ts)?$/.test(relative)
      ? 'migrations'
      : relative.split('/')[0].replace(/\.ts$/, '');
  const layer = API_LAYERS.findIndex((names) => names.includes(top));
  return layer < 0 ? null : { layer, top };
}

const noUpwardImport = {
  meta: {
    type: 'problem',
    docs: { description: "The API's modules import only from their own layer or the ones below" },
    schema: [],
    messages: {
      upward:
        '{{from}} imports from {{to}}, a layer above it (scripts/eslint/api-layers.mjs). Move the shared part down, or hand it in from where the app is put together.',
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};

    function check(node, specifier, typeOnly) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), specifier));
      if (!to || to.layer <= from.layer) return;
      if (typeOnly && SETTINGS.includes(to.top)) return;
      context.report({ node, messageId: 'upward', data: { from: from.top, to: to.top } });
    }

    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    const fromSource = (node) =>
      node.source && check(node.source, node.source.value, typeOnly(node));
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value, false),
    };
  },
};

export const apiLayers = { rules: { 'no-upward-import': noUpwardImport } };
