// The shared-dependency map of every host and remote. One copy of each in the browser: the
// libraries that hold state (React, the router, the stores, i18next) must be singletons, and
// sharing the rest keeps a remote from shipping its own copy of what the host already loaded.
const fs = require('node:fs');
const path = require('node:path');

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
  '@account/ui',
];
// i18next and react-i18next are not shared by name: only @account/i18n imports them, and that
// package is the singleton, so the one i18next instance lives in its chunk, where webpack keeps
// only the parts of react-i18next it uses (shared libraries are never tree-shaken).
// @account/contracts is deliberately not shared: it holds no state, is side-effect free, and
// each bundle keeps only what it imports — sharing it would ship every zod schema to the browser.
// zod is not shared: browser code uses the tree-shakable zod/mini, so each bundle keeps the few
// checks it calls instead of loading the whole library from a shared chunk.
const shared = ['react-hook-form', '@hookform/resolvers/zod'];

function versionOf(name, fromDir) {
  const bare = name
    .replace(/\/$/, '')
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const dirs = [fromDir, __dirname];
  for (const dir of dirs) {
    const file = path.join(dir, 'node_modules', bare, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  return null;
}

/** @param {string} appDir the app or remote whose node_modules provide the versions */
function sharedDependencies(appDir) {
  const entries = {};
  for (const name of [...singletons, ...shared]) {
    const version = versionOf(name, appDir);
    if (!version) continue;
    entries[name] = {
      singleton: singletons.includes(name),
      version,
      requiredVersion: singletons.includes(name) ? version : `^${version}`,
      strictVersion: false,
    };
  }
  return entries;
}

module.exports = { sharedDependencies };
