import path from 'node:path';

// The names of the tests a suite's report holds as failed. CI's log keeps only its last lines, so
// the summary at the end names them: a failure on record must say which test it was.

/** Jest's --json report: failed assertions, and suites that failed without one (did not load). */
export function jestFailures(report, root = '') {
  return (report.testResults ?? []).flatMap((suite) => {
    const file = root ? path.relative(root, suite.name) : suite.name;
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length > 0) return failed.map((test) => `${file} › ${test.fullName}`);
    return suite.status === 'failed' ? [`${file} (the suite did not run)`] : [];
  });
}

/** Playwright's JSON report: tests whose outcome was not the expected one, retried ones included. */
export function playwrightFailures(report) {
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map(
          (test) =>
            [...titles, spec.title].join(' › ') + (test.status === 'flaky' ? ' (flaky)' : ''),
        ),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return [
    ...(report.suites ?? []).flatMap((suite) => walk(suite, [suite.file ?? suite.title])),
    ...(report.errors ?? []).map((error) => `outside any test: ${error.message?.split('\n')[0]}`),
  ];
}
