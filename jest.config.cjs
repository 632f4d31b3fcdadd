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
  // Jest reads a test's time limit from this, the run's own configuration, not from the projects'
  // (jest.preset.cjs), so it is set here: in CI these suites share two cores with the builds and
  // the API suites, and on a slower machine a real webpack build in a test took over 5 s.
  testTimeout: 60_000,
};
