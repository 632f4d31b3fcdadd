const { remoteConfig } = require('@account/federation-build/webpack');

module.exports = remoteConfig({
  dir: __dirname,
  name: '__AREA__',
  exposes: {
    './Root': './src/Root.tsx',
    // #if app
    // For other teams' hosts (bridge-react): the remote brings its own runtime and singletons.
    './__Area__App': './src/__Area__App.tsx',
    // #endif
  },
  // #if app
  // Other teams' TypeScript hosts compile against the exposes' types (tsconfig.types.json).
  publishTypes: true,
  // #endif
});
