// Another team's host, built outside this repository's packages: webpack and
// @module-federation/enhanced with their default settings, sharing React as the creators README
// says, and mounting the creators remote's app export from its manifest (src/bootstrap.js).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const host = require('./host.cjs');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: host.entry,
  output: { path: host.outDir, publicPath: '/', clean: true },
  resolve: { alias: host.aliases },
  plugins: [
    ...host.federationPlugins((options) => new ModuleFederationPlugin(options)),
    new HtmlWebpackPlugin({ template: host.html }),
  ],
};
