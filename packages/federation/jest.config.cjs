const { dom } = require('../../jest.preset.cjs');

// The build's own plugins (build/) are tested beside them, in Node.
module.exports = { ...dom, testMatch: [...dom.testMatch, '<rootDir>/build/**/*.test.ts'] };
