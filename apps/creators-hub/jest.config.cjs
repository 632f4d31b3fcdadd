const { dom } = require('../../jest.preset.cjs');

// The app's suites run in jsdom; the server's (server/*.test.ts) in node, by docblock.
module.exports = { ...dom, testMatch: [...dom.testMatch, '<rootDir>/server/**/*.test.ts'] };
