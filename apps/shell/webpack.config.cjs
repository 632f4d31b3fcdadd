const { hostConfig } = require('@account/federation/webpack');

module.exports = hostConfig({
  dir: __dirname,
  name: 'shell',
  // Used only when public/remotes.json cannot be read at run time.
  defaultRegistry: require('./public/remotes.json'),
});
