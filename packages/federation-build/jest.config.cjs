const { node } = require('../../jest.preset.cjs');

// The presets' plugins and the shared map are tested beside them, in Node.
module.exports = {
  ...node,
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/{build,shared}/**/*.test.ts'],
};
