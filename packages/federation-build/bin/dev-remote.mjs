#!/usr/bin/env node
// `pnpm dev <remote>`: the remote in the current directory, built in development mode by
// webpack-dev-server on its registry port, so the local shell loads it as it loads the built one.
// A saved component refreshes in place (React Fast Refresh), keeping what the page holds (typed
// input, open dialogs); a change that cannot be refreshed so reloads the page.
import path from 'node:path';
import { createRequire } from 'node:module';
import { registryPort } from './registry-port.mjs';

process.env.NODE_ENV = 'development';
const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const config = require(path.resolve(process.cwd(), 'webpack.config.cjs'));
// Development mode's default source maps are eval'd, which the shell's CSP (no unsafe-eval) blocks.
config.devtool = 'source-map';
// The development shell (bin/dev-host.mjs) shares React's development build; swc marks the
// components for the refresh runtime.
for (const rule of config.module.rules) {
  const react = rule.use?.options?.jsc?.transform?.react;
  if (react) Object.assign(react, { development: true, refresh: true });
}
// One refresh runtime on the page: the one the development shell hooked into React. Every import
// of the runtime gets the module that hands it over, except that module's own fallback import.
const runtimeOfHost = require.resolve('../dev/refresh-runtime-of-host.cjs');
config.plugins.push(
  new webpack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, (resource) => {
    if (resource.contextInfo?.issuer !== runtimeOfHost) resource.request = runtimeOfHost;
  }),
);
// The error overlay stays off: the shell's error boundary and the terminal report errors. The
// module handing the runtime over is left uninstrumented: instrumented, it would import itself.
config.plugins.push(
  new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, runtimeOfHost] }),
);

const port = registryPort(process.cwd());
const server = new WebpackDevServer(
  {
    port,
    host: '127.0.0.1',
    // The shell's pages on localhost, de./at./ch.localhost load the remote cross-origin.
    headers: { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: 'all',
    hot: true,
    liveReload: true,
    static: false,
    client: { overlay: false, logging: 'warn', webSocketURL: `ws://localhost:${port}/ws` },
    devMiddleware: { stats: 'errors-warnings' },
  },
  webpack(config),
);
await server.start();
console.log(`remote ${path.basename(process.cwd())} in development on http://localhost:${port}`);
