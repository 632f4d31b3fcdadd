#!/usr/bin/env node
// The host in the current directory (the shell), built once in development mode into dist-dev
// for `pnpm dev <remote>`: React's development build, which alone can refresh components in place,
// and the refresh runtime hooked into React before react-dom loads (dev/refresh-host.cjs), for
// the developed remote to use. No pre-rendered pages: every page starts from index.html.
import path from 'node:path';
import { createRequire } from 'node:module';

process.env.NODE_ENV = 'development';
const require = createRequire(import.meta.url);
const webpack = require('webpack');
const [web] = require(path.resolve(process.cwd(), 'webpack.config.cjs'))();
const config = {
  ...web,
  entry: [require.resolve('../dev/refresh-host.cjs'), web.entry],
  output: { ...web.output, path: path.resolve(process.cwd(), 'dist-dev') },
  // Development mode's default source maps are eval'd, which the shell's CSP (no unsafe-eval) blocks.
  devtool: 'source-map',
};
webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
  console.log(`development shell built into ${config.output.path}`);
});
