// Suites of what `pnpm build` produced (`*.built.test.ts`): the nginx configuration serving the
// built shell and login remote, the deploy check reading the built Module Federation manifests.
// `pnpm test` runs them after its build step; `npx jest` leaves them out, so a fresh checkout's
// unit tests pass without a build. Run them with `npx jest -c jest.built.config.cjs`.
const path = require('node:path');
const { node } = require('./jest.preset.cjs');

module.exports = {
  projects: ['docker', 'scripts'].map((folder) => ({
    ...node,
    displayName: `${folder} (built)`,
    rootDir: path.join(__dirname, folder),
    testMatch: ['<rootDir>/**/*.built.test.ts'],
    testPathIgnorePatterns: ['/node_modules/'],
  })),
};
