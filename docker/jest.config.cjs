const { node } = require('../jest.preset.cjs');

// Suites of built output (*.built.test.ts) run from jest.built.config.cjs, after the build.
module.exports = {
  ...node,
  testMatch: ['<rootDir>/{render,config,lint,nginx}/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.built\\.test\\.ts$'],
};
