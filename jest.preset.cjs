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
  node: { testEnvironment: 'node', transform, testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
  dom: {
    testEnvironment: 'jsdom',
    transform,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [require.resolve('./jest.setup-dom.cjs')],
  },
};
