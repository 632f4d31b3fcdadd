// Module Federation gives a shared library two chunk groups (the provide chunk and the consume
// fallback). Once split-chunks has moved their common parts out, the two chunks are often
// byte-identical, but webpack's own duplicate merging ran before that; this second pass merges
// them, so a manifest never lists (and a preload never fetches) the same bytes under two names.
const webpack = require('webpack');
const { STAGE_ADVANCED } = require('webpack/lib/OptimizationStages');

class MergeIdenticalChunksPlugin extends webpack.optimize.MergeDuplicateChunksPlugin {
  constructor() {
    super({ stage: STAGE_ADVANCED + 1 });
  }
}

module.exports = { MergeIdenticalChunksPlugin };
