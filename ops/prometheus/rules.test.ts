import { spawnSync } from 'node:child_process';

/**
 * Debian's `prometheus` package brings promtool (`.ci/run` installs it): the very checks
 * Prometheus makes when it loads these files, and its rule unit tests.
 */
function promtool(...args: string[]) {
  const result = spawnSync('promtool', args, { cwd: __dirname, encoding: 'utf8' });
  if (result.error)
    throw new Error(`promtool not found (apt-get install prometheus): ${result.error.message}`);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

describe('the Prometheus files', () => {
  it('has alert rules Prometheus loads', () => {
    const { ok, output } = promtool('check', 'rules', 'alerts.yml');
    expect(output).toContain('SUCCESS');
    expect(ok).toBe(true);
  });

  it('has a scrape configuration Prometheus loads, with those rules', () => {
    const { ok, output } = promtool('check', 'config', 'prometheus.yml');
    expect(output).toContain('SUCCESS: 1 rule files found');
    expect(ok).toBe(true);
  });

  it('fires every alert on failing series and none on healthy ones (alerts.test.yml)', () => {
    const { ok, output } = promtool('test', 'rules', 'alerts.test.yml');
    expect(output).not.toContain('FAILED');
    expect(ok).toBe(true);
  });
});
