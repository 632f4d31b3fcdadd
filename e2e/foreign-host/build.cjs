// Builds the foreign host with webpack's Node API (no CLI of its own).
const webpack = require('webpack');

webpack(require('./webpack.config.cjs'), (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
