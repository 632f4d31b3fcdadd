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
module.exports = {
  node: {
    testEnvironment: 'node',
    transform,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Node suites start servers and hash passwords with Argon2id (m=19 MiB): on a busy 2-core
    // machine a set-up hook can take longer than jest's default 5 s without anything being wrong.
    testTimeout: 20_000,
  },
  dom: {
    testEnvironment: 'jsdom',
    transform,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [require.resolve('./jest.setup-dom.cjs')],
  },
};
