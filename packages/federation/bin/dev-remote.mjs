#!/usr/bin/env node
// `pnpm dev <remote>`: the remote in the current directory, built in development mode by
// webpack-dev-server on its registry port, so the local shell loads it as it loads the built one.
// A saved file rebuilds it in memory and reloads the page.
import path from 'node:path';
import { createRequire } from 'node:module';
import { registryPort } from './registry-port.mjs';

process.env.NODE_ENV = 'development';
const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const config = require(path.resolve(process.cwd(), 'webpack.config.cjs'));
// Development mode's default source maps are eval'd, which the shell's CSP (no unsafe-eval) blocks.
config.devtool = 'source-map';
// The built hosts share React's production build, so the remote's code takes the production paths
// of its libraries and the production JSX runtime; development mode still rebuilds it fast.
config.optimization = { ...config.optimization, nodeEnv: 'production' };
for (const rule of config.module.rules) {
  const react = rule.use?.options?.jsc?.transform?.react;
  if (react) react.development = false;
}

const port = registryPort(process.cwd());
const server = new WebpackDevServer(
  {
    port,
    host: '127.0.0.1',
    // The shell's pages on localhost, de./at./ch.localhost load the remote cross-origin.
    headers: { 'Access-Control-Allow-Origin': '*' },
    allowedHosts: 'all',
    hot: false,
    liveReload: true,
    static: false,
    client: { overlay: false, logging: 'warn', webSocketURL: `ws://localhost:${port}/ws` },
    devMiddleware: { stats: 'errors-warnings' },
  },
  webpack(config),
);
await server.start();
console.log(`remote ${path.basename(process.cwd())} in development on http://localhost:${port}`);
