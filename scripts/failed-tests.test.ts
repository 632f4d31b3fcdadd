import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** What failed-tests.mjs names in a report (an ES module, so run in a child). */
function failures(kind: 'jest' | 'playwright', report: unknown, root = ''): string[] {
  const module = path.join(__dirname, 'failed-tests.mjs');
  const call = kind === 'jest' ? 'jestFailures' : 'playwrightFailures';
  const code = `import { ${call} } from ${JSON.stringify(module)}; console.log(JSON.stringify(${call}(${JSON.stringify(report)}, ${JSON.stringify(root)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as string[];
}

describe("the failed tests CI's summary names", () => {
  it('names each failed jest test by file and full name, and a suite that did not load by its file', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/api/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'login works' },
            { status: 'failed', fullName: 'login refuses a locked account' },
          ],
        },
        { name: '/repo/apps/api/src/b.test.ts', status: 'failed', assertionResults: [] },
        { name: '/repo/apps/api/src/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(failures('jest', report, '/repo')).toEqual([
      'apps/api/src/a.test.ts › login refuses a locked account',
      'apps/api/src/b.test.ts (the suite did not run)',
    ]);
  });

  it('names failed and flaky Playwright tests with their describe titles, and errors outside tests', () => {
    const report = {
      suites: [
        {
          title: 'orders.spec.ts',
          file: 'orders.spec.ts',
          specs: [{ title: 'lists orders', tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'cancel',
              specs: [
                { title: 'cancels an order', tests: [{ status: 'unexpected' }] },
                { title: 'shows the 409', tests: [{ status: 'flaky' }] },
                { title: 'skipped one', tests: [{ status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer exited\n  at …' }],
    };
    expect(failures('playwright', report)).toEqual([
      'orders.spec.ts › cancel › cancels an order',
      'orders.spec.ts › cancel › shows the 409 (flaky)',
      'outside any test: Error: webServer exited',
    ]);
  });
});
