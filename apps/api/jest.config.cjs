// The API suites run in Node with ES module support (--experimental-vm-modules, package.json's
// test script): dependencies published only as ES modules, such as kysely and content-disposition
// (through @fastify/swagger-ui), load as what they are. The suites are CommonJS like the API, and
// Jest's own require() of an ES module needs that flag and Node 24.9+ (the build and tsx use
// Node's require(esm), which needs no flag). Without it every suite with a database fails to load.
const { SourceTextModule } = require('node:vm');
const { node } = require('../../jest.preset.cjs');

if (typeof SourceTextModule !== 'function')
  throw new Error(
    'The API suites need Node started with --experimental-vm-modules: run them with `pnpm test`.',
  );

module.exports = node;
