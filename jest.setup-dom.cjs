require('@testing-library/jest-dom');
// jsdom has no TextEncoder; react-router needs it, and every hook that uses the ui kit loads it.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
