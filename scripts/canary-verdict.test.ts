import { canaryVerdict, failuresOf } from './canary-verdict';
import { startPrometheusStandIn, type PrometheusStandIn } from './prometheus-stand-in';

const limits = { threshold: 2, minimum: 5, window: '10m' };
const none = { error: 0, remote_load_failure: 0 };

describe('the verdict on a canary', () => {
  it('rolls back a canary failing to load for its 10 % while the stable version loads', () => {
    const verdict = canaryVerdict({
      ...limits,
      share: 10,
      canary: { error: 0, remote_load_failure: 40 },
      stable: { error: 3, remote_load_failure: 2 },
    });
    expect(verdict.rollBack).toBe(true);
    expect(verdict.reason).toContain(
      'remote_load_failure: 40 on the canary (10 % of visitors) against 2 on the stable version in 10m',
    );
    expect(verdict.reason).not.toContain('error:');
  });

  it('keeps a canary failing no more per visitor than the stable version', () => {
    // 10 % of visitors with 6 errors, 90 % with 60: the same rate per percent of visitors.
    const verdict = canaryVerdict({
      ...limits,
      share: 10,
      canary: { error: 6, remote_load_failure: 0 },
      stable: { error: 60, remote_load_failure: 0 },
    });
    expect(verdict).toEqual({
      rollBack: false,
      reason: expect.stringContaining('canary 6 error, 0 remote_load_failure'),
    });
  });

  it("states Prometheus' extrapolated counts to a tenth in its reason", () => {
    const verdict = canaryVerdict({
      ...limits,
      share: 50,
      canary: { error: 0, remote_load_failure: 6.292088352317409 },
      stable: none,
    });
    expect(verdict.reason).toContain(
      'remote_load_failure: 6.3 on the canary (50 % of visitors) against 0 on the stable version in 10m',
    );
  });

  it('waits for the minimum of failures before judging a small canary', () => {
    const verdict = canaryVerdict({
      ...limits,
      share: 1,
      canary: { error: 4, remote_load_failure: 0 },
      stable: none,
    });
    expect(verdict.rollBack).toBe(false);
  });

  it('judges a canary of 100 % by the minimum alone: nothing is left to compare with', () => {
    const failing = { error: 5, remote_load_failure: 0 };
    expect(canaryVerdict({ ...limits, share: 100, canary: failing, stable: none }).rollBack).toBe(
      true,
    );
  });
});

describe("reading a version's failures from Prometheus' query API", () => {
  let prometheus: PrometheusStandIn;
  beforeAll(async () => {
    prometheus = await startPrometheusStandIn((query) =>
      query.includes('broken')
        ? { status: 400, error: 'parse error' }
        : { remote_load_failure: 12.5, other: 99 },
    );
  });
  afterAll(() => prometheus.close());

  it('asks for the increase per kind of one version, or of every other, over the window', async () => {
    const measure = { remote: 'orders', version: '1.5.0', window: '10m' };
    await expect(failuresOf(prometheus.url, measure)).resolves.toEqual({
      error: 0,
      remote_load_failure: 12.5,
    });
    await failuresOf(prometheus.url, { ...measure, others: true });
    expect(prometheus.queries).toEqual([
      'sum by (kind) (increase(account_rum_errors_total{remote="orders",version="1.5.0"}[10m]))',
      'sum by (kind) (increase(account_rum_errors_total{remote="orders",version!="1.5.0"}[10m]))',
    ]);
  });

  it("fails with Prometheus' own reason", async () => {
    await expect(
      failuresOf(prometheus.url, { remote: 'orders', version: 'broken', window: '10m' }),
    ).rejects.toThrow(/Prometheus answered 400 .*parse error/);
  });
});
