const { remoteConfig } = require('@account/federation-build/webpack');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'login',
  exposes: {
    './Root': './src/Root.tsx',
  },
});
