#!/usr/bin/env node
// Builds the remote or host in the current directory with the webpack of this package, so a
// remote's package.json need not list webpack, its CLI or any loader (docs/decisions/README.md).
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const config = require(path.resolve(process.cwd(), 'webpack.config.cjs'));

webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const report = stats.toString(config.stats ?? 'errors-warnings');
  if (report) console.log(report);
  process.exit(stats.hasErrors() ? 1 : 0);
});
