// Another team's host, built outside this repository's packages: webpack and
// @module-federation/enhanced with their default settings, sharing only react and react-dom, and
// mounting the creators remote's app export from its manifest (e2e/tests/foreign-host.spec.ts).
// React 19 keeps its renderer in `react-dom/client`: shared too, the app renders with the host's
// renderer instead of bringing a second one.
const path = require('node:path');

/**
 * FOREIGN_HOST_REACT=19.0: the same host on React 19.0 (installed as react-19-0), whose own copy
 * the app must take rather than its built 19.3 (e2e/tests/foreign-host.spec.ts).
 */
const olderReact = process.env.FOREIGN_HOST_REACT === '19.0';
const installed = (name) => path.dirname(require.resolve(`${name}/package.json`));
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: {
    path: path.join(__dirname, olderReact ? 'dist-react-19.0' : 'dist'),
    publicPath: '/',
    clean: true,
  },
  resolve: olderReact
    ? { alias: { react: installed('react-19-0'), 'react-dom': installed('react-dom-19-0') } }
    : {},
  plugins: [
    new ModuleFederationPlugin({
      name: 'foreign_host',
      // No static remotes: the page registers creators at run time (src/bootstrap.js).
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-dom/client': { singleton: true },
      },
    }),
    new HtmlWebpackPlugin({
      title: 'Another team’s host',
      // The host's global CSS: bare element rules, as many sites have them. None may reach into
      // the app (e2e/tests/foreign-host.spec.ts).
      templateContent: `<!doctype html><html lang="de"><head><meta charset="utf-8">
<title>Another team’s host</title>
<style>
header { background: #1a1a1a; color: #333; padding: 48px; }
a { color: #ffeb3b; text-decoration: none; font-weight: 300; }
h1 { font-size: 12px; text-transform: uppercase; }
h2 { font-family: serif; }
p { margin: 40px; }
button { background: #e00; color: #fff; border-radius: 0; }
ul, li { list-style: square; padding: 30px; }
</style></head><body></body></html>`,
    }),
  ],
};
