const { node } = require('../../jest.preset.cjs');

// @fastify/swagger-ui serves its files through @fastify/static, which requires content-disposition,
// an ES module: Jest's CommonJS loader on Node 20 cannot require it, so it is compiled like our code.
const ESM_DEPENDENCY = 'content-disposition';

// Node 22+ loads it as the ES module it is (jest treats "type": "module" files so there).
const compileIt = Number(process.versions.node.split('.')[0]) < 22;

module.exports = compileIt
  ? {
      ...node,
      transform: {
        ...node.transform,
        [`/${ESM_DEPENDENCY}/.+\\.js$`]: [
          'ts-jest',
          { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
        ],
      },
      transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/${ESM_DEPENDENCY}@|${ESM_DEPENDENCY}/)`],
    }
  : node;
