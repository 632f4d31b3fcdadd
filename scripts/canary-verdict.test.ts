import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { canaryVerdict, failuresOf } from './canary-verdict';

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
  const queries: string[] = [];
  const prometheus = http.createServer((request, response) => {
    const query = new URL(request.url!, 'http://prometheus').searchParams.get('query')!;
    queries.push(query);
    response.setHeader('content-type', 'application/json');
    if (query.includes('broken')) {
      response.statusCode = 400;
      response.end(JSON.stringify({ status: 'error', error: 'parse error' }));
      return;
    }
    const result = [
      { metric: { kind: 'remote_load_failure' }, value: [1764450000, '12.5'] },
      { metric: { kind: 'other' }, value: [1764450000, '99'] },
    ];
    response.end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result } }));
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => prometheus.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(prometheus.address() as AddressInfo).port}`;
  });
  afterAll(() => prometheus.close());

  it('asks for the increase per kind of one version, or of every other, over the window', async () => {
    const measure = { remote: 'orders', version: '1.5.0', window: '10m' };
    await expect(failuresOf(url, measure)).resolves.toEqual({
      error: 0,
      remote_load_failure: 12.5,
    });
    await failuresOf(url, { ...measure, others: true });
    expect(queries).toEqual([
      'sum by (kind) (increase(account_rum_errors_total{remote="orders",version="1.5.0"}[10m]))',
      'sum by (kind) (increase(account_rum_errors_total{remote="orders",version!="1.5.0"}[10m]))',
    ]);
  });

  it("fails with Prometheus' own reason", async () => {
    await expect(
      failuresOf(url, { remote: 'orders', version: 'broken', window: '10m' }),
    ).rejects.toThrow(/Prometheus answered 400 .*parse error/);
  });
});
