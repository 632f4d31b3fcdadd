/* global afterEach */
require('@testing-library/jest-dom');

// jsdom has no TextEncoder; react-router needs it, and every hook that uses the ui kit loads it.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// A confirmation lives on the page (@account/ui confirmation.ts) and would otherwise appear in
// the next test's page; a real page change ends it, a new test does not.
afterEach(() => {
  const confirmation = globalThis[Symbol.for('@account/ui:confirmation')];
  if (confirmation) confirmation.current = null;
});
