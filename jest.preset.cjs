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
// Dependencies published only as ES modules (MSW 3 itself and those of its runtime that ship
// `.js` rather than `.mjs`), which Jest's CommonJS loader cannot require: compiled to CommonJS
// (jest.esm-dependencies.cjs). `.mjs` files are ES modules by their name (@msw/url, rettime).
// Jest 30 could require them natively, but only under --experimental-vm-modules, which every
// front-end suite would then need.
const ESM_PACKAGES = ['msw', '@mswjs/interceptors', '@open-draft/until', 'cookie', 'until-async'];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A package's files as Node resolves them (node_modules/<name>/) and its folder in pnpm's store
// (.pnpm/<name with + for />@<version>).
const esmByName = ESM_PACKAGES.map(escapeRegExp).join('|');
const esmInStore = ESM_PACKAGES.map((name) => escapeRegExp(name.replace('/', '+'))).join('|');
const compileEsm = require.resolve('./jest.esm-dependencies.cjs');
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
