const webpack = require('webpack');

/**
 * For a remote that runs on its host's federation runtime (externalRuntime): the federation entry's
 * import of @module-federation/webpack-bundler-runtime is replaced by a module that takes the
 * host's (`fromHost`, @account/federation's src/runtime/bundler-runtime-from-host.ts), so
 * remoteEntry.js no longer carries a copy.
 */
class BundlerRuntimeFromHostPlugin extends webpack.NormalModuleReplacementPlugin {
  /** @param {{ fromHost: string }} options */
  constructor({ fromHost }) {
    super(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, (resource) => {
      resource.request = fromHost;
    });
  }
}

module.exports = { BundlerRuntimeFromHostPlugin };
