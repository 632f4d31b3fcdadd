const { dom } = require('../../jest.preset.cjs');

module.exports = dom;
