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
// Dependencies published only as ES modules (MSW's, in the front-end tests), which Jest's
// CommonJS loader cannot require without --experimental-vm-modules (the API suites run with it
// and require kysely as it is: apps/api/jest.config.cjs): compiled like our own code. `.mjs`
// files are ES modules by their name; these packages ship theirs as `.js`.
const ESM_PACKAGES = ['until-async'];
const compileEsm = [
  'ts-jest',
  { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
];
const esmTransform = {
  '\\.mjs$': compileEsm,
  [`/(${ESM_PACKAGES.join('|')})/.+\\.js$`]: compileEsm,
};
const esmIgnorePatterns = [
  `/node_modules/(?!.+\\.mjs$|\\.pnpm/(${ESM_PACKAGES.join('|')})@|(${ESM_PACKAGES.join('|')})/)`,
];

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
