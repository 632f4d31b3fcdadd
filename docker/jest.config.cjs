const { node } = require('../jest.preset.cjs');

module.exports = { ...node, testMatch: ['<rootDir>/{render,config,lint,nginx}/**/*.test.ts'] };
