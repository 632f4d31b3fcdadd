require('@testing-library/jest-dom');

// jsdom has no TextEncoder; react-router needs it, and every hook that uses the ui kit loads it.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
