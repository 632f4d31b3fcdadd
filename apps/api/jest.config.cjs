// The API suites run in Node with ES module support (--experimental-vm-modules, package.json's
// test script): dependencies published only as ES modules, such as content-disposition through
// @fastify/swagger-ui, load as what they are.
const { node } = require('../../jest.preset.cjs');

module.exports = node;
