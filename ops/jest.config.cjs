const { node } = require('../jest.preset.cjs');

module.exports = { ...node, testMatch: ['<rootDir>/{prometheus,grafana,kubernetes}/**/*.test.ts'] };
