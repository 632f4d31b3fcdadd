// The plugin that hands the federation runtime to remotes is resolved as CommonJS, which would
// pull a second copy of the runtime core into the host; its ESM build reuses the one already there.
const webpack = require('webpack');

class OneRuntimeCorePlugin extends webpack.NormalModuleReplacementPlugin {
  constructor() {
    super(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
      resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
    });
  }
}

module.exports = { OneRuntimeCorePlugin };
