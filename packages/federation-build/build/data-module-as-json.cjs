// A webpack loader for libraries that ship large data as a JavaScript module (a UMD or CommonJS
// file whose export is one object literal, like the hyphenation patterns of `hyphen`): it runs the
// module once at build time and gives webpack its export as JSON, which webpack's JSON modules
// write as `JSON.parse('…')`. Browsers parse such a string in about half the time they take to run
// the same data as an object literal (docs/performance.md), and it is one task less of that length.
const vm = require('node:vm');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function dataModuleAsJson(source) {
  const module = { exports: {} };
  // `this` of a UMD wrapper is the global object in a browser; `define` left out, so it takes the
  // CommonJS branch.
  vm.runInNewContext(source, { module, exports: module.exports }, { filename: this.resourcePath });
  return JSON.stringify(module.exports);
};
