const { hostConfig } = require('@account/federation-build/webpack');

// The second host: its own build and frame, mounted at the root path plus `creators-hub`
// (spec section 2), finding the creators remote through its own registry file.
module.exports = hostConfig({
  dir: __dirname,
  name: 'creators_hub',
  mount: 'creators-hub',
  // Its one remote brings its own federation runtime (other teams' hosts mount it too).
  provideExternalRuntime: false,
  // Used only when public/remotes.json cannot be read at run time.
  defaultRegistry: require('./public/remotes.json'),
});
