// Tests of the repository's own tools (contract check, lint rules); templates are tested once generated.
const { node } = require('../jest.preset.cjs');

module.exports = {
  ...node,
  testMatch: ['<rootDir>/**/*.test.ts'],
  // Suites of built output (*.built.test.ts) run from jest.built.config.cjs, after the build.
  testPathIgnorePatterns: ['/node_modules/', '/remote-template/', '\\.built\\.test\\.ts$'],
};
