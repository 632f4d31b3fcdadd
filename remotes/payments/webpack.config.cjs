const { remoteConfig } = require('@account/federation/webpack');

module.exports = remoteConfig({ dir: __dirname, name: 'payments' });
