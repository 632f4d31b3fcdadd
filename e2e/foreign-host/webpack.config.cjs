// Another team's host, built outside this repository's packages: webpack and
// @module-federation/enhanced with their default settings, sharing only react and react-dom, and
// mounting the creators remote's app export from its manifest (e2e/tests/foreign-host.spec.ts).
// React 19 keeps its renderer in `react-dom/client`: shared too, the app renders with the host's
// renderer instead of bringing a second one.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: { path: path.join(__dirname, 'dist'), publicPath: '/', clean: true },
  plugins: [
    new ModuleFederationPlugin({
      name: 'foreign_host',
      remotes: { creators: 'creators@http://localhost:3018/mf-manifest.json' },
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-dom/client': { singleton: true },
      },
    }),
    new HtmlWebpackPlugin({ title: 'Another team’s host' }),
  ],
};
