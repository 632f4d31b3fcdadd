const { dom } = require('../../jest.preset.cjs');

module.exports = {
  ...dom,
  // The bundler runtime's files one by one are ES modules only by their package's type; Jest's
  // CommonJS loader takes the same code's CommonJS twin.
  moduleNameMapper: {
    '^(@module-federation/webpack-bundler-runtime/dist/.+)\\.js$': '$1.cjs',
  },
};
