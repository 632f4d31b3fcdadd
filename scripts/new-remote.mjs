#!/usr/bin/env node
// `pnpm new-remote <name> [--title "Meine Adressen"] [--path my-addresses] [--public]`
//
// Writes a complete remote from scripts/remote-template: package, webpack, tsconfig and jest
// set-up, Root.tsx with a route per page of `areaRoutes`, the i18n namespace, an example feature
// with its tests, an e2e spec with axe, the registry entry on a free port and the e2e package's
// dependency on it. For a name the contracts do not know yet it also adds the name, its route
// (`<path>/*`, protected unless --public) and its start page to packages/contracts. Runs under tsx
// (see package.json), because it reads the contracts' TypeScript.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FIRST_REMOTE_PORT, RESERVED_PORTS, root as workspaceRoot } from './workspace.mjs';
import { rangeFor, workspaceVersions } from './workspace-ranges.mjs';

/** The titles of the areas spec section 2 names, in the side navigation's words. */
const knownTitles = {
  addresses: 'Meine Adressen',
  payments: 'Zahlungsarten',
  wishlist: 'Wunschliste',
  creators: 'Gefolgte Creator',
  doi: 'Bestätigungen',
  profile: 'Meine Daten',
  service: 'Kundenservice',
};

function fail(message) {
  console.error(`new-remote: ${message}`);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    // --root and --skip-install let the generator's test write into a copy of the tree.
    root: { type: 'string' },
    'skip-install': { type: 'boolean', default: false },
    title: { type: 'string' },
    path: { type: 'string' },
    public: { type: 'boolean', default: false },
    // Also an app export for other teams' hosts (`./<Name>App`, bridge-react).
    app: { type: 'boolean', default: false },
  },
});
const [name] = positionals;
const root = path.resolve(options.root ?? workspaceRoot);
const remoteDir = path.join(root, 'remotes', name ?? '');
const registryFile = path.join(root, 'apps/shell/public/remotes.json');

// Loaded dynamically: tsx hands the contracts' named exports to import(), not to a static import.
const { areaRoutes, isRouteStart, paths, remoteNames } = await import(
  pathToFileURL(path.join(root, 'packages/contracts/src/index.ts')).href
);
// The name is the Module Federation container name, a JS identifier, and a key of `paths`.
if (!name || !/^[a-z][a-z0-9]*$/.test(name)) {
  fail('give the remote a name of lower-case letters and digits, e.g. pnpm new-remote addresses');
}
if (existsSync(remoteDir)) fail(`remotes/${name} exists already`);

const title = options.title ?? knownTitles[name] ?? name[0].toUpperCase() + name.slice(1);
const known = remoteNames.includes(name);
if (known && (options.path || options.public)) {
  fail(
    `${name} has its routes in packages/contracts/src/routes.ts already; --path and --public are for new areas`,
  );
}

/** The area's pages: one per route of areaRoutes, each route's start page. */
function pagesOf(routes, areaPaths) {
  return routes.map((route) => {
    const key = Object.keys(areaPaths).find((candidate) =>
      isRouteStart(areaPaths[candidate].pattern, route),
    );
    if (!key)
      fail(
        `paths.${name} has no page for the route ${route.path} (packages/contracts/src/paths.ts)`,
      );
    return { key, route };
  });
}

function insertBefore(file, anchor, text, after) {
  const source = readFileSync(file, 'utf8');
  const from = after ? source.indexOf(after) : 0;
  const at = from < 0 ? -1 : source.indexOf(anchor, from);
  if (at < 0)
    fail(`cannot add ${name} to ${path.relative(root, file)}: "${anchor.trim()}" not found`);
  writeFileSync(file, source.slice(0, at) + text + source.slice(at));
}

/** A new area: its name, its one route and its start page go into the contracts first. */
function addToContracts(topLevel, protectedRoute) {
  const taken = Object.entries(areaRoutes).find(([, routes]) =>
    routes.some((route) => route.path.replace(/\/\*$/, '') === topLevel),
  );
  if (taken)
    fail(`the path ${topLevel} belongs to ${taken[0]} already; choose another with --path`);
  const contracts = path.join(root, 'packages/contracts/src');
  insertBefore(
    path.join(contracts, 'remotes.ts'),
    '] as const;',
    `  '${name}',\n`,
    'export const remoteNames',
  );
  insertBefore(
    path.join(contracts, 'routes.ts'),
    '\n};',
    `\n  ${name}: [{ path: '${topLevel}/*', protected: ${protectedRoute} }],`,
    'export const areaRoutes',
  );
  insertBefore(
    path.join(contracts, 'paths.ts'),
    '} satisfies',
    `  ${name}: {\n    start: accountPath('${topLevel}'),\n  },\n`,
    'export const paths',
  );
}

let pages;
if (known) {
  pages = pagesOf(areaRoutes[name], paths[name]);
} else {
  const topLevel = options.path ?? name;
  if (!/^[a-z][a-z0-9-]*$/.test(topLevel))
    fail('--path takes one path segment of lower-case letters, digits and "-"');
  addToContracts(topLevel, !options.public);
  pages = [{ key: 'start', route: { path: `${topLevel}/*`, protected: !options.public } }];
}

const protectedArea = pages.every(({ route }) => route.protected);
if (!protectedArea && pages.some(({ route }) => route.protected)) {
  fail(
    `${name} has protected and public routes; the template's e2e spec covers one kind, split the area or write the spec by hand`,
  );
}
const wildcard = pages.find(({ route }) => route.path.endsWith('/*'));
const pascal = name[0].toUpperCase() + name.slice(1);
const flags = {
  protected: protectedArea,
  public: !protectedArea,
  wildcard: Boolean(wildcard),
  app: options.app,
};

/** `// #if flag` … `// #endif` blocks stay when the flag holds; the markers always go. */
function conditional(text) {
  const kept = [];
  const open = [];
  for (const line of text.split('\n')) {
    const start = line.match(/^\s*\/\/ #if (\w+)$/);
    if (start) open.push(flags[start[1]]);
    else if (/^\s*\/\/ #endif$/.test(line)) open.pop();
    else if (open.every(Boolean)) kept.push(line);
  }
  return kept.join('\n');
}

function fill(text) {
  const routeLines = text
    .split('\n')
    .flatMap((line) =>
      line.includes('__PAGE__') ? pages.map(({ key }) => line.replace('__PAGE__', key)) : [line],
    )
    .join('\n');
  return conditional(routeLines)
    .replaceAll('__AREA__', name)
    .replaceAll('__Area__', pascal)
    .replaceAll('__START__', pages[0].key)
    .replaceAll('__WILDCARD__', wildcard?.key ?? '')
    .replaceAll('__TITLE__', title.replaceAll('\\', '\\\\').replaceAll("'", "\\'"));
}

function write(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`  ${path.relative(root, file)}`);
}

const template = path.join(workspaceRoot, 'scripts/remote-template');
function copyTree(from, to) {
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    if (statSync(source).isDirectory()) copyTree(source, path.join(to, entry));
    else write(path.join(to, entry), fill(readFileSync(source, 'utf8')));
  }
}

/** The template's `workspace:*` dependencies as ranges of today's versions (check-contracts). */
function withRanges(packageJson) {
  const versions = workspaceVersions(root);
  return packageJson.replace(/"(@account\/[\w-]+)": "workspace:\*"/g, (spec, dependency) =>
    versions.has(dependency) ? `"${dependency}": "${rangeFor(versions.get(dependency))}"` : spec,
  );
}

console.log(`Writing the ${name} remote (${title}):`);
/** With --app, the package also depends on bridge-react, which the app export is made with. */
function withApp(packageJson) {
  if (!options.app) return packageJson;
  const parsed = JSON.parse(packageJson);
  parsed.dependencies['@module-federation/bridge-react'] = 'catalog:';
  return `${JSON.stringify(parsed, null, 2)}\n`;
}

for (const entry of readdirSync(template).filter((entry) => !['e2e', 'app'].includes(entry))) {
  const source = path.join(template, entry);
  const text = () => fill(readFileSync(source, 'utf8'));
  if (statSync(source).isDirectory()) copyTree(source, path.join(remoteDir, entry));
  else
    write(
      path.join(remoteDir, entry),
      entry === 'package.json' ? withApp(withRanges(text())) : text(),
    );
}
// webpack.config.cjs exposes it as ./<Name>App and publishes its types (the template's `#if app`),
// compiled from tsconfig.types.json.
if (options.app) {
  write(
    path.join(remoteDir, 'src', `${pascal}App.tsx`),
    fill(readFileSync(path.join(template, 'app/App.tsx'), 'utf8')),
  );
  write(
    path.join(remoteDir, 'tsconfig.types.json'),
    fill(readFileSync(path.join(template, 'app/tsconfig.types.json'), 'utf8')),
  );
}
write(
  path.join(root, 'e2e/tests', `${name}.spec.ts`),
  fill(readFileSync(path.join(template, 'e2e/area.spec.ts'), 'utf8')),
);

// The registry entry on the lowest free port; serve.mjs and serve-remote read it from there.
const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
const used = new Set([
  ...RESERVED_PORTS,
  ...Object.values(registry).map((url) => Number(new URL(url).port)),
]);
let port = FIRST_REMOTE_PORT;
while (used.has(port)) port += 1;
registry[name] = `http://localhost:${port}/mf-manifest.json`;
write(registryFile, `${JSON.stringify(registry, null, 2)}\n`);

// `turbo run e2e` builds what the e2e package depends on.
const e2ePackageFile = path.join(root, 'e2e/package.json');
const e2ePackage = JSON.parse(readFileSync(e2ePackageFile, 'utf8'));
e2ePackage.devDependencies[`@account/remote-${name}`] = 'workspace:*';
write(e2ePackageFile, `${JSON.stringify(e2ePackage, null, 2)}\n`);

if (!known) console.log(`  packages/contracts/src/{remotes,routes,paths}.ts: ${name} added`);
if (!options['skip-install']) {
  console.log('\nLinking the new package (pnpm install):');
  execFileSync('pnpm', ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
}
console.log(`
Done: remotes/${name} on port ${port}. Next:
  pnpm check-contracts
  pnpm turbo run build lint typecheck --filter=@account/remote-${name}...
  pnpm exec jest remotes/${name}
  pnpm --filter @account/e2e exec playwright test tests/${name}.spec.ts`);
