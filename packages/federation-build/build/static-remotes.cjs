// A build that imports the remotes' code itself (the monolith, the pre-rendering): the federation
// runtime module of @account/federation (src/runtime/federation.ts) is swapped for
// `staticRemotes`, a module with the same exports, before it is resolved, so the replacement's
// own imports resolve from where it lives.
const webpack = require('webpack');

class StaticRemotesPlugin extends webpack.NormalModuleReplacementPlugin {
  /** @param {{ staticRemotes: string, federationSource: string }} options */
  constructor({ staticRemotes, federationSource }) {
    super(/(^|\/)runtime\/federation$/, (resource) => {
      if (resource.context?.startsWith(federationSource)) resource.request = staticRemotes;
    });
  }
}

module.exports = { StaticRemotesPlugin };
