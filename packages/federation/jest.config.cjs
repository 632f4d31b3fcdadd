const { dom } = require('../../jest.preset.cjs');

// The build's own plugins (build/) are tested beside them, in Node.
module.exports = {
  ...dom,
  testMatch: [...dom.testMatch, '<rootDir>/build/**/*.test.ts'],
  // The bundler runtime's files one by one are ES modules only by their package's type; Jest's
  // CommonJS loader takes the same code's CommonJS twin.
  moduleNameMapper: {
    '^(@module-federation/webpack-bundler-runtime/dist/.+)\\.js$': '$1.cjs',
  },
};
