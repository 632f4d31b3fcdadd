require('@testing-library/jest-dom');

// jsdom lacks the encoders react-router needs to load; Node's are the ones browsers implement.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
