// jsdom with Node's fetch: the front-end tests answer the services' calls with MSW handlers
// (src/index.ts), which intercept Node's fetch. jsdom lacks fetch and its streams, so they are
// handed over from Node, and modules resolve their Node builds (msw/node, not the browser one).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  // Node's fetch takes only its own realm's AbortSignal (Node 24 checks; jsdom brings another).
  'AbortController',
  'AbortSignal',
];

/**
 * Node's BroadcastChannel keeps the process alive until it is closed, and the session package
 * opens one for the page's lifetime: unreferenced, a finished test run can exit.
 */
class UnreferencedBroadcastChannel extends globalThis.BroadcastChannel {
  constructor(name) {
    super(name);
    this.unref();
  }
}

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: {
            ...config.projectConfig.testEnvironmentOptions,
            customExportConditions: ['node', 'require', 'default'],
          },
        },
      },
      context,
    );
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.BroadcastChannel = UnreferencedBroadcastChannel;
  }
}

module.exports = JsdomWithFetch;
