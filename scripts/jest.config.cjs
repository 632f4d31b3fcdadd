// Tests of the repository's own tools (contract check, lint rules); templates are tested once generated.
const { node } = require('../jest.preset.cjs');

module.exports = {
  ...node,
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/remote-template/'],
};
