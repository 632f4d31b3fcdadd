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

// The suites run one at a time (`--maxWorkers=1`): on CI's two cores the checks and unit suites
// take the other core meanwhile (scripts/test-all.mjs). They run in one worker process, replaced
// once it holds more than this after a suite. In band, the ES module support kept every suite's
// modules: the heap grew to 3.5 GB by the 126th of 127 suites and the run died at Node's heap
// limit (1 December 2026).
module.exports = { ...node, workerIdleMemoryLimit: '1GB' };
