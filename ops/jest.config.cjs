const { node } = require('../jest.preset.cjs');

module.exports = { ...node, testMatch: ['<rootDir>/{prometheus,grafana}/**/*.test.ts'] };
