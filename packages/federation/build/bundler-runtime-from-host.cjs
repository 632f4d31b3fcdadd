/**
 * For a remote that runs on its host's federation runtime (externalRuntime): the federation entry's
 * import of @module-federation/webpack-bundler-runtime is replaced by a module that takes the
 * host's (src/runtime/bundler-runtime-from-host.ts), so remoteEntry.js no longer carries a copy.
 */
class BundlerRuntimeFromHostPlugin {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(
      /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
      (resource) => {
        resource.request = require.resolve('../src/runtime/bundler-runtime-from-host.ts');
      },
    ).apply(compiler);
  }
}

module.exports = { BundlerRuntimeFromHostPlugin };
