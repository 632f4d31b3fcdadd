// The shared-dependency map of every host and remote. One copy of each in the browser: the
// libraries that hold state (React, the router, the stores, i18next) must be singletons, and
// sharing the rest keeps a remote from shipping its own copy of what the host already loaded.
const fs = require('node:fs');
const path = require('node:path');

// Stateful: one instance per page, so a singleton; its API stays stable and a breaking change
// is a new major, which `pnpm deploy-check` refuses before a remote needing it goes live.
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@account/router',
  'zustand',
  'zustand/',
  '@emotion/react',
  '@emotion/react/',
  // Workspace packages: they are "workspace:*" in package.json, so MF cannot infer a version.
  '@account/session',
  '@account/config',
  '@account/i18n',
  '@account/api-client',
  '@account/tracking',
];
// i18next and react-i18next are not shared by name: only @account/i18n imports them, and that
// package is the singleton, so the one i18next instance lives in its chunk, where webpack keeps
// only the parts of react-i18next it uses (shared libraries are never tree-shaken).
// @account/contracts is deliberately not shared: it holds no state, is side-effect free, and
// each bundle keeps only what it imports — sharing it would ship every zod schema to the browser.
// zod is not shared: browser code uses the tree-shakable zod/mini, so each bundle keeps the few
// checks it calls instead of loading the whole library from a shared chunk.
// Stateless (or keeping its state on the page, as @account/ui does): shared when versions fit,
// and a remote needing a newer minor than its host brings its own copy (MF version negotiation).
const shared = ['@account/ui', 'react-hook-form', '@hookform/resolvers/zod'];
// Libraries a shared workspace package imports on demand, and where they are installed: shared by
// the remotes whose code imports them, so a page loads one copy whichever remotes ask for it (the
// German hyphenation patterns of `@account/ui/products`, 110.4 kB gzip, fetched only where the
// browser has no German dictionary: decision 071). Hosts leave them out: a host provides its
// shared modules in its startup file, and these must wait until a remote asks.
const onDemand = { 'hyphen/de-1996': '@account/ui' };
// Only the main entry of @account/ui and @account/api-client is shared: their other entry points
// (`@account/ui/forms`, `@account/api-client/orders` …) hold no state and are not shared, so each
// bundle keeps what it uses of them. Their files reach the shared part by the package's name.

/**
 * Shared libraries whose shared module is a list of the exports the account area uses
 * (shared/<name>.js) instead of the whole library: shared modules are not tree-shaken.
 */
const facades = {
  'react-hook-form': path.join(__dirname, 'shared/react-hook-form.js'),
};
/** The request a facade imports its library by; the shared key itself would resolve to the facade. */
const facadeLibraryRequest = (name) => `@account/federation-build/${name}-library`;

/**
 * Where the app's @account/federation, the runtime on the page, is installed (or null). A
 * singleton the app does not install itself (a remote that reaches zustand only through
 * @account/session) is shared in the version installed with it: @account/federation lists zustand
 * for that, though it imports none.
 */
function federationDir(appDir) {
  const dir = path.join(appDir, 'node_modules/@account/federation');
  return fs.existsSync(path.join(dir, 'package.json')) ? fs.realpathSync(dir) : null;
}

/** The app's own folder, then its federation runtime's: where its libraries are installed. */
const installedFor = (appDir) => [appDir, federationDir(appDir)].filter(Boolean);

/** Where the ESM build of a facade's library lies, as installed for `appDir` (or null). */
function facadeLibraryFile(name, appDir) {
  const dir = installedFor(appDir)
    .map((d) => path.join(d, 'node_modules', name))
    .find((d) => fs.existsSync(path.join(d, 'package.json')));
  if (!dir) return null;
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // webpack names modules by their real path (pnpm links packages into node_modules).
  return fs.realpathSync(path.join(dir, exports['.'].import));
}

/** webpack aliases: each facade's library request to the library's ESM build. */
function facadeLibraryAliases(appDir) {
  const aliases = {};
  for (const name of Object.keys(facades)) {
    const file = facadeLibraryFile(name, appDir);
    if (file) aliases[`${facadeLibraryRequest(name)}$`] = file;
  }
  return aliases;
}

/**
 * split-chunks groups that keep each facade in one chunk with its library. The manifest lists
 * the chunk of the shared module as the library's file, and the host preloads what it lists
 * (preload-shared-plugin.ts); apart, the library itself would be fetched one round trip later.
 */
function facadeCacheGroups(appDir) {
  const groups = {};
  for (const [name, facade] of Object.entries(facades)) {
    const library = facadeLibraryFile(name, appDir);
    if (!library) continue;
    groups[`shared-${name}`] = {
      name: `shared-${name}`,
      test: (module) => [facade, library].includes(module.nameForCondition() ?? ''),
      chunks: 'async',
      enforce: true,
    };
  }
  return groups;
}

/**
 * The folders of the entry points, other than the main one, of the shared workspace packages, as
 * installed for `appDir`: what lies in them is not shared and belongs with the code that uses it.
 */
function unsharedEntryFolders(appDir) {
  return [...singletons, ...shared]
    .filter((name) => name.startsWith('@account/'))
    .flatMap((name) => {
      const dir = path.join(appDir, 'node_modules', name);
      if (!fs.existsSync(path.join(dir, 'package.json'))) return [];
      const { exports = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return Object.entries(exports)
        .filter(([entry, file]) => entry !== '.' && file.endsWith('/index.ts'))
        .map(([, file]) => fs.realpathSync(path.dirname(path.join(dir, file))) + path.sep);
    });
}

/** Where the workspace package that imports an on-demand library is installed for `appDir`. */
function importerDir(name, appDir) {
  const dir = path.join(appDir, 'node_modules', onDemand[name]);
  return fs.existsSync(path.join(dir, 'package.json')) ? fs.realpathSync(dir) : null;
}

function versionOf(name, fromDir) {
  const bare = name
    .replace(/\/$/, '')
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const dirs = onDemand[name]
    ? [importerDir(name, fromDir)].filter(Boolean)
    : installedFor(fromDir);
  for (const dir of dirs) {
    const file = path.join(dir, 'node_modules', bare, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return null;
}

/**
 * The range the app or remote declares in package.json: what it needs from its host
 * (`peerDependencies`, a remote other teams' hosts mount: React `^19.0.0`, never the version it
 * was built with, so that a host on React 19.0 keeps its own), else its dependency's range
 * (`workspace:^1.1.0` → `^1.1.0`); where it names none (`workspace:*`, `catalog:`), the minors of
 * the version it was built with.
 */
function requiredRange(name, appDir, version) {
  const bare = name
    .replace(/\/$/, '')
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  if (pkg.peerDependencies?.[bare]) return pkg.peerDependencies[bare];
  const spec = { ...pkg.devDependencies, ...pkg.dependencies }[bare] ?? '';
  const range = spec.replace(/^workspace:/, '');
  return /^[\^~]?\d/.test(range) ? range : `^${version}`;
}

/**
 * The entry points of the singletons a remote for other teams' hosts imports. Shared by a prefix
 * (`react/`) they would ask for the version their importer was built with (Module Federation
 * reads the importer's package.json), so a host on React 19.0 would not fit `react-dom/client`
 * and the app would bring a second renderer; named, each asks for the remote's peer range.
 */
const foreignHostEntryPoints = [
  'react/jsx-runtime',
  'react-dom/client',
  'zustand/vanilla',
  'zustand/react',
  '@emotion/react/jsx-runtime',
];

/** What a remote for other teams' hosts always takes from the host (see `sharedDependencies`). */
const reactFromHost = ['react', 'react-dom', 'react-dom/client'];

/**
 * Singletons a remote for other teams' hosts takes from the host only where the host's copy is in
 * its range. zustand keeps no state of its own (the stores live in @account/session, a singleton
 * of ours), and a singleton already loaded is handed to every build whatever its version: a host
 * on zustand 4 gave the app its 4 with a warning (e2e/tests/foreign-host.spec.ts).
 */
const ownWhereHostsDoNotFit = ['zustand', 'zustand/', 'zustand/vanilla', 'zustand/react'];

/**
 * What a remote for other teams' hosts brings of a singleton in place of the package, below its
 * @account/federation: such a host shares no @account/router, and the app's one page needs no
 * react-router there (~14 kB gzip); our hosts share the real one, which the remote then takes.
 */
const foreignHostFallbacks = { '@account/router': 'src/app/one-page-router.tsx' };

function foreignHostFallback(name, appDir) {
  const federation = federationDir(appDir);
  return foreignHostFallbacks[name] && federation
    ? { import: path.join(federation, foreignHostFallbacks[name]) }
    : {};
}

/**
 * @param {string} appDir the app or remote whose node_modules provide the versions
 * @param {{ singletonsFromHost?: boolean }} options `singletonsFromHost`: a remote that only our
 * hosts mount takes every singleton from the host (`import: false`) and so ships no fallback copy
 * of them: its remoteEntry.js registers no providers for them (1 kB gzip less to start the
 * login). Our hosts provide every singleton; `pnpm deploy-check` refuses a host that would not.
 * `foreignHosts`: a remote other teams' hosts mount shares whole libraries, not our lists of
 * exports: such a host may hand what the remote provides to its own code, which may need more.
 * It takes React and its renderer from the host, which the host contract asks to share: a copy of
 * its own in the share scope would be the newest version there, and Module Federation hands the
 * newest singleton to every build on the page, the host's own code included (a React 19.0 host
 * then ran the remote's 19.3). Its `@account/router` there is a stand-in for a page of one app
 * (`foreignHostFallbacks`).
 * `remote`: a remote also shares the libraries its workspace packages import on demand
 * (`onDemand`); a host does not provide them.
 * `host`: a host asks no range of its singletons. It loads them in its startup file before any
 * remote registers a copy, and Module Federation hands the singleton loaded first to every build
 * on the page: the range check it runs on each of the host's loads compared the host's own
 * version with the host's own range, could only warn, and cost main-thread time (its semver code
 * builds its regular expressions anew on every call: docs/performance.md). A remote's range is
 * kept: `pnpm deploy-check` reads it. A host's non-singletons keep theirs too: a remote may bring
 * another copy of one, and the range picks the copy that fits.
 */
function sharedDependencies(
  appDir,
  { singletonsFromHost = false, foreignHosts = false, remote = false, host = false } = {},
) {
  const entries = {};
  const names = [
    ...singletons,
    ...shared,
    ...(foreignHosts ? foreignHostEntryPoints : []),
    ...(remote ? Object.keys(onDemand) : []),
  ];
  for (const name of names) {
    const version = versionOf(name, appDir);
    if (!version) continue;
    const singleton =
      (singletons.includes(name) || foreignHostEntryPoints.includes(name)) &&
      !(foreignHosts && ownWhereHostsDoNotFit.includes(name));
    entries[name] = {
      singleton,
      version,
      requiredVersion: host && singleton ? false : requiredRange(name, appDir, version),
      strictVersion: false,
      ...(facades[name] && !foreignHosts ? { import: facades[name] } : {}),
      ...(singletonsFromHost && singletons.includes(name) ? { import: false } : {}),
      ...(foreignHosts && reactFromHost.includes(name) ? { import: false } : {}),
      ...(foreignHosts ? foreignHostFallback(name, appDir) : {}),
    };
  }
  return entries;
}

module.exports = {
  sharedDependencies,
  singletons,
  facades,
  facadeLibraryAliases,
  facadeCacheGroups,
  unsharedEntryFolders,
  federationDir,
};
