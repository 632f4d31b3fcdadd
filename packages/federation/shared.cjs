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

/**
 * The range the app or remote declares in package.json (`workspace:^1.1.0` → `^1.1.0`); where
 * it names none (`workspace:*`, `catalog:`), the minors of the version it was built with.
 */
function requiredRange(name, appDir, version) {
  const bare = name
    .replace(/\/$/, '')
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const spec = { ...pkg.devDependencies, ...pkg.dependencies }[bare] ?? '';
  const range = spec.replace(/^workspace:/, '');
  return /^[\^~]?\d/.test(range) ? range : `^${version}`;
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
      requiredVersion: requiredRange(name, appDir, version),
      strictVersion: false,
    };
  }
  return entries;
}

module.exports = { sharedDependencies, singletons };
