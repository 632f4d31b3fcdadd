const { remoteConfig } = require('@account/federation-build/webpack');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'profile',
  exposes: {
    './Root': './src/Root.tsx',
    // Tiles for the account home, loaded there without the remote's pages.
    './HomeTiles': './src/HomeTiles.ts',
  },
});
