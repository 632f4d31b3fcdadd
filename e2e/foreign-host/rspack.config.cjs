// The foreign host built with Rspack and enhanced's Rspack plugin, as the creators README says:
// the same page (src/, index.html) and `shared` block as the webpack host (host.cjs).
const { HtmlRspackPlugin } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const host = require('./host.cjs');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: host.entry,
  output: { path: host.outDir, publicPath: '/', clean: true },
  resolve: { alias: host.aliases },
  plugins: [
    ...host.federationPlugins((options) => new ModuleFederationPlugin(options)),
    new HtmlRspackPlugin({ template: host.html }),
  ],
};
