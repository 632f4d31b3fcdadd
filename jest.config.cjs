// Every unit suite in one run (`pnpm test`); the API suites run on their own, serially, because
// they share a PostgreSQL server. Each project keeps its own jest.config.cjs beside its code.
module.exports = {
  projects: [
    '<rootDir>/packages/*',
    '<rootDir>/remotes/*',
    '<rootDir>/apps/!(api)',
    '<rootDir>/scripts',
    '<rootDir>/docker',
    '<rootDir>/ops',
  ],
};
