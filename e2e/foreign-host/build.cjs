// Builds the foreign host that host.cjs names (FOREIGN_HOST_BUNDLER …) with its bundler's Node
// API: no CLI of its own, as another team's build would run.
const path = require('node:path');
const host = require('./host.cjs');

/** webpack's and Rspack's callback API as a promise that fails on a compile error. */
const compile = (bundler, config) =>
  new Promise((resolve, reject) =>
    bundler(config, (error, stats) =>
      error || stats.hasErrors()
        ? reject(error ?? new Error(stats.toString('errors-only')))
        : resolve(),
    ),
  );

const builds = {
  webpack: () => compile(require('webpack'), require('./webpack.config.cjs')),
  rspack: () => compile(require('@rspack/core').rspack, require('./rspack.config.cjs')),
  vite: async () =>
    (await import('vite')).build({ configFile: path.join(__dirname, 'vite.config.mjs') }),
};

builds[host.bundler]().catch((error) => {
  console.error(error);
  process.exit(1);
});
