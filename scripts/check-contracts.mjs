#!/usr/bin/env node
// `pnpm check-contracts [--root <dir>]`: the names, ports, namespaces and routes that several
// places write down must agree, or seven remotes drift apart one typo at a time. Fails naming
// each mismatch. Runs under tsx (see package.json): it reads the contracts' TypeScript.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { RESERVED_PORTS, root as workspaceRoot } from './workspace.mjs';
import { rangeProblems, workspaceVersions } from './workspace-ranges.mjs';

const { values: options } = parseArgs({ options: { root: { type: 'string' } } });
const root = path.resolve(options.root ?? workspaceRoot);
const file = (...parts) => path.join(root, ...parts);
const read = (...parts) => readFileSync(file(...parts), 'utf8');
const readJson = (...parts) => JSON.parse(read(...parts));
const load = (...parts) => import(pathToFileURL(file(...parts)).href);

const {
  remoteNames,
  areaRoutes,
  paths,
  isRouteStart,
  isWithinRoute,
  ServiceName,
  servicePrefixes,
} = await load('packages/contracts/src/index.ts');

const problems = [];
const problem = (message) => problems.push(message);

const folders = readdirSync(file('remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// remoteNames and the remotes/ folders
for (const folder of folders) {
  if (!remoteNames.includes(folder))
    problem(`remotes/${folder} is not in remoteNames (packages/contracts/src/remotes.ts)`);
}

// Each remote: package name, version ranges, webpack name, i18n namespace, routes of Root.tsx
const versions = workspaceVersions(root);
for (const name of folders.filter((folder) => remoteNames.includes(folder))) {
  const where = `remotes/${name}`;
  const remotePackage = readJson('remotes', name, 'package.json');
  const packageName = remotePackage.name;
  if (packageName !== `@account/remote-${name}`)
    problem(`${where}/package.json is named ${packageName}, expected @account/remote-${name}`);
  // The ranges become the remote's requiredVersion, which deploy-check compares with a host.
  const dependencies = { ...remotePackage.devDependencies, ...remotePackage.dependencies };
  for (const message of rangeProblems(`${where}/package.json`, dependencies, versions))
    problem(message);
  // `turbo run build test --filter=<remote>...` builds the remote and what it depends on: only
  // packages, never another remote or a host, so each remote builds, tests and ships alone.
  const workspaceDependencies = Object.keys(dependencies).filter((d) => d.startsWith('@account/'));
  for (const dependency of workspaceDependencies.filter((d) => !versions.has(d)))
    problem(
      `${where}/package.json depends on ${dependency}, which is not a package of packages/: a remote builds with packages only, never with another remote or a host`,
    );

  const webpackName = read('remotes', name, 'webpack.config.cjs').match(
    /\bname:\s*['"]([^'"]+)['"]/,
  )?.[1];
  if (webpackName !== name)
    problem(
      `${where}/webpack.config.cjs builds the container "${webpackName}", expected "${name}"`,
    );

  const i18nFile = file('remotes', name, 'src/i18n/index.ts');
  const namespace = existsSync(i18nFile)
    ? readFileSync(i18nFile, 'utf8').match(/export const NS = ['"]([^'"]+)['"]/)?.[1]
    : undefined;
  if (namespace !== name)
    problem(`${where}/src/i18n/index.ts has the namespace "${namespace}", expected "${name}"`);

  checkRoot(name);
}

/** The <Route path> values of a remote's Root.tsx, literal or from `paths`. */
function rootRoutes(name) {
  const source = read('remotes', name, 'src/Root.tsx');
  const routes = [];
  for (const match of source.matchAll(
    /<Route\s+path=(?:\{paths\.(\w+)\.(\w+)\.pattern\}|"([^"]*)")/g,
  )) {
    const [, area, key, literal] = match;
    if (literal !== undefined) routes.push({ pattern: literal, label: `"${literal}"` });
    else if (area !== name)
      problem(`remotes/${name}/src/Root.tsx renders paths.${area}.${key}, a page of another area`);
    else if (!paths[area]?.[key])
      problem(
        `remotes/${name}/src/Root.tsx renders paths.${area}.${key}, which packages/contracts/src/paths.ts does not define`,
      );
    else routes.push({ pattern: paths[area][key].pattern, label: `paths.${area}.${key}` });
  }
  return { source, routes };
}

function checkRoot(name) {
  const { source, routes } = rootRoutes(name);
  const registered = areaRoutes[name];
  for (const route of registered) {
    if (!routes.some(({ pattern }) => isRouteStart(pattern, route))) {
      problem(
        `remotes/${name}/src/Root.tsx renders no page for the route ${route.path} of areaRoutes.${name}`,
      );
    }
  }
  for (const { pattern, label } of routes.filter(({ pattern }) => pattern !== '*')) {
    if (!registered.some((route) => isWithinRoute(pattern, route))) {
      problem(
        `remotes/${name}/src/Root.tsx renders ${label} (${pattern}), which no route of areaRoutes.${name} leads to`,
      );
    }
  }
  if (!/<Route\s+path="\*"\s+element=\{<AreaNotFound\b/.test(source)) {
    problem(
      `remotes/${name}/src/Root.tsx has no <Route path="*" element={<AreaNotFound …/>} /> for unknown paths`,
    );
  }
}

// The registry (and the built-in fallback, which the shell's webpack config reads from the same file)
const registry = readJson('apps/shell/public/remotes.json');
const ports = new Map();
for (const [name, url] of Object.entries(registry)) {
  if (!remoteNames.includes(name))
    problem(`apps/shell/public/remotes.json names "${name}", which is not in remoteNames`);
  else if (!folders.includes(name))
    problem(`apps/shell/public/remotes.json names "${name}", but remotes/${name} does not exist`);
  let port;
  try {
    const parsed = new URL(url);
    port = Number(parsed.port);
    if (!parsed.pathname.endsWith('/mf-manifest.json'))
      problem(
        `apps/shell/public/remotes.json: ${name} points at ${url}, not at an mf-manifest.json`,
      );
  } catch {
    problem(`apps/shell/public/remotes.json: ${name} points at "${url}", which is not a URL`);
    continue;
  }
  if (!port) problem(`apps/shell/public/remotes.json: ${name} (${url}) names no port`);
  else if (RESERVED_PORTS.includes(port))
    problem(
      `apps/shell/public/remotes.json: ${name} uses port ${port}, which belongs to the shell, the API or the identity provider`,
    );
  else if (ports.has(port))
    problem(`apps/shell/public/remotes.json: ${name} and ${ports.get(port)} both use port ${port}`);
  else ports.set(port, name);
}
for (const folder of folders.filter((name) => !(name in registry))) {
  problem(
    `remotes/${folder} has no entry in apps/shell/public/remotes.json, so nothing serves or loads it`,
  );
}

// The e2e package builds (turbo dependsOn ^build) and serves everything it tests
const e2e = readJson('e2e/package.json');
const e2eDependencies = { ...e2e.dependencies, ...e2e.devDependencies };
for (const dependency of ['@account/shell', ...folders.map((name) => `@account/remote-${name}`)]) {
  if (!(dependency in e2eDependencies))
    problem(
      `e2e/package.json does not depend on ${dependency}, so turbo run e2e does not build it`,
    );
}

// Services: runtime-config.json against the contracts' names and the API's prefixes
const services = readJson('apps/shell/public/runtime-config.json').services ?? {};
const serviceNames = ServiceName.options;
for (const name of Object.keys(services)) {
  if (!serviceNames.includes(name))
    problem(
      `apps/shell/public/runtime-config.json configures the service "${name}", which ServiceName does not know`,
    );
}
for (const name of serviceNames.filter((name) => !(name in services))) {
  problem(`apps/shell/public/runtime-config.json has no base path for the service "${name}"`);
}
// Local stand-ins the API serves besides the spec's services; no client configures them.
// health: the API's own probes (/api/health, /api/ready), mounted at the API's root.
const LOCAL_STAND_INS = ['health', 'dev', 'recaptchaOffline'];
for (const [name, prefix] of Object.entries(servicePrefixes)) {
  if (LOCAL_STAND_INS.includes(name)) continue;
  if (!serviceNames.includes(name)) {
    problem(
      `apps/api serves "${name}" at ${prefix}, which ServiceName does not know (a local stand-in, not a service of the spec? add it to LOCAL_STAND_INS in scripts/check-contracts.mjs)`,
    );
  } else if (services[name] !== prefix) {
    problem(
      `apps/shell/public/runtime-config.json sends the service "${name}" to ${services[name]}, but apps/api serves it at ${prefix}`,
    );
  }
}

if (problems.length > 0) {
  console.error(`check-contracts: ${problems.length} mismatch${problems.length === 1 ? '' : 'es'}`);
  for (const message of problems) console.error(`  ✗ ${message}`);
  process.exit(1);
}
console.log(
  `check-contracts: ${folders.length} remotes, ${Object.keys(registry).length} registry entries and ${serviceNames.length} services agree`,
);
