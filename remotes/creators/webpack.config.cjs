const { remoteConfig } = require('@account/federation-build/webpack');

module.exports = remoteConfig({
  dir: __dirname,
  name: 'creators',
  exposes: {
    './Root': './src/Root.tsx',
    // For other teams' hosts (bridge-react): the remote brings its own runtime and singletons.
    './FollowedCreatorsApp': './src/FollowedCreatorsApp.tsx',
  },
  // Other teams' TypeScript hosts compile against the exposes' types (README, tsconfig.types.json).
  publishTypes: true,
});
