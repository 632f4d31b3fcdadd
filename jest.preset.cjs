// Shared jest settings: packages pick `node` or `dom`, so every suite transpiles the same way.
const transform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        jsxImportSource: '@emotion/react',
        esModuleInterop: true,
        isolatedModules: true,
      },
    },
  ],
};
// Dependencies published only as ES modules, which Jest's CommonJS loader cannot require
// (it requires ES modules natively only under --experimental-vm-modules, as the API suites run
// and require kysely as it is: apps/api/jest.config.cjs): compiled to CommonJS like our own code
// (jest.esm-to-commonjs.cjs). MSW 3 and those of its runtime that ship `.js` rather than `.mjs`
// in the front-end tests; react-router 8 and what it imports (@remix-run/route-pattern) in every
// suite that renders a route. `.mjs` files are ES modules by their name (@msw/url, rettime,
// cookie-es).
const ESM_PACKAGES = [
  'msw',
  '@mswjs/interceptors',
  '@open-draft/until',
  'cookie',
  'until-async',
  'react-router',
  '@remix-run/route-pattern',
];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A package's files as Node resolves them (node_modules/<name>/) and its folder in pnpm's store
// (.pnpm/<name with + for />@<version>).
const esmByName = ESM_PACKAGES.map(escapeRegExp).join('|');
const esmInStore = ESM_PACKAGES.map((name) => escapeRegExp(name.replace('/', '+'))).join('|');
const compileEsm = require.resolve('./jest.esm-to-commonjs.cjs');
const esmTransform = {
  '\\.mjs$': compileEsm,
  [`/node_modules/(${esmByName})/.+\\.js$`]: compileEsm,
};
const esmIgnorePatterns = [`/node_modules/(?!.+\\.mjs$|\\.pnpm/(${esmInStore})@|(${esmByName})/)`];

module.exports = {
  node: {
    testEnvironment: 'node',
    transform,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Node suites start servers and hash passwords with Argon2id (m=19 MiB), and in CI the API
    // suites run beside the build, type check, lint and unit suites on two cores (test-all.mjs):
    // there a suite's set-up hook took over 20 s with nothing wrong, and failed all its tests.
    testTimeout: 60_000,
  },
  // Node suites whose calls the services' MSW handlers answer (the api-client's, the session's).
  nodeWithServices: {
    testEnvironment: 'node',
    transform: { ...transform, ...esmTransform },
    transformIgnorePatterns: esmIgnorePatterns,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  },
  dom: {
    // jsdom with Node's fetch, for the services' MSW handlers (packages/test-services).
    testEnvironment: require.resolve('./packages/test-services/jsdom-environment.cjs'),
    transform: { ...transform, ...esmTransform },
    transformIgnorePatterns: esmIgnorePatterns,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [require.resolve('./jest.setup-dom.cjs')],
  },
};
