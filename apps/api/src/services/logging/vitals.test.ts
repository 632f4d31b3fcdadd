import { register } from 'prom-client';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';
import { loggingLimits } from './limits';

const at = { remote: 'orders', version: '2.4.0', template: '/orders/*' };

/**
 * The value of one series as the metrics port would serve it (a histogram's `_count` or `_sum`
 * by `series`), 0 when it does not exist.
 */
async function valueOf(
  name: string,
  labels: Record<string, string>,
  series: string = name,
): Promise<number> {
  const metric = register.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  const found = values.find(
    (value) =>
      ((value as { metricName?: string }).metricName ?? name) === series &&
      wanted.every(([label, expected]) => value.labels[label] === expected),
  );
  return found?.value ?? 0;
}

const VITAL = 'account_rum_web_vital_seconds';
const vitalsOf = (labels: Record<string, string>) => valueOf(VITAL, labels, `${VITAL}_count`);
const sumOf = (labels: Record<string, string>) => valueOf(VITAL, labels, `${VITAL}_sum`);

describe.each(dialects)('real-user monitoring (%s)', (dialect) => {
  let api: TestApi;
  beforeEach(async () => {
    register.resetMetrics();
    api = await startTestApi(dialect, { seed: false });
  });
  afterEach(() => api.close());

  const post = (body: unknown, options: { withoutClientId?: boolean } = {}) =>
    api.request('POST', '/api/logging/vitals', { body, ...options });

  it('turns a batch into the vital, error and report series, times in seconds and CLS as it is', async () => {
    const answer = await post(
      {
        shop: 'de-AT',
        reports: [
          { kind: 'web-vital', metric: 'LCP', value: 1800, rating: 'good', ...at },
          { kind: 'web-vital', metric: 'INP', value: 240, rating: 'needs-improvement', ...at },
          { kind: 'web-vital', metric: 'CLS', value: 0.12, rating: 'needs-improvement', ...at },
          { kind: 'error', name: 'TypeError', ...at },
          { kind: 'remote_load_failure', ...at, remote: 'wishlist', version: 'unknown' },
        ],
      },
      // sendBeacon cannot set the client header: the endpoint takes reports without it.
      { withoutClientId: true },
    );
    expect(answer.status).toBe(204);
    const orders = { remote: 'orders', version: '2.4.0' };
    expect(await vitalsOf({ ...orders, metric: 'LCP' })).toBe(1);
    expect(await sumOf({ ...orders, metric: 'LCP' })).toBeCloseTo(1.8);
    expect(await sumOf({ ...orders, metric: 'INP' })).toBeCloseTo(0.24);
    expect(await sumOf({ ...orders, metric: 'CLS' })).toBeCloseTo(0.12);
    expect(await valueOf('account_rum_errors_total', { ...orders, kind: 'error' })).toBe(1);
    expect(
      await valueOf('account_rum_errors_total', {
        remote: 'wishlist',
        version: 'unknown',
        kind: 'remote_load_failure',
      }),
    ).toBe(1);
    expect(await valueOf('account_rum_reports_total', { shop: 'de-AT' })).toBe(5);
    const exposition = await register.metrics();
    expect(exposition).toContain(
      'account_rum_web_vital_seconds_bucket{le="2.5",remote="orders",version="2.4.0",metric="LCP"} 1',
    );
  });

  it('counts a remote it does not know, or a host page, as unknown', async () => {
    const answer = await post({
      shop: 'de-DE',
      reports: [
        { kind: 'error', ...at, remote: 'evil-remote-1' },
        { kind: 'error', ...at, remote: 'shell', template: '/' },
      ],
    });
    expect(answer.status).toBe(204);
    expect(
      await valueOf('account_rum_errors_total', {
        remote: 'unknown',
        version: '2.4.0',
        kind: 'error',
      }),
    ).toBe(2);
    const exposition = await register.metrics();
    expect(exposition).not.toContain('evil-remote-1');
  });

  it('refuses reports that could carry personal data or unbounded labels, and counts nothing of them', async () => {
    const vital = { kind: 'web-vital', metric: 'LCP', value: 900, rating: 'good', ...at };
    for (const report of [
      { ...vital, template: '/orders/73010007' },
      { ...vital, template: '/login?username=max.mustermann@example.de' },
      { kind: 'error', ...at, message: 'Kein Konto für max.mustermann@example.de' },
      { kind: 'error', ...at, name: 'Error: max.mustermann@example.de' },
      { ...vital, url: 'https://www.shop24direkt.de/dpl/av/orders/73010007' },
      { ...vital, userId: '30012345' },
      { ...vital, version: 'x'.repeat(33) },
      { ...vital, metric: 'FID' },
      { ...vital, value: -1 },
    ]) {
      expect(await post({ shop: 'de-DE', reports: [report] })).toMatchObject({
        status: 400,
        body: { errorKey: 'BAD_REQUEST' },
      });
    }
    expect(await post({ shop: 'fr-FR', reports: [vital] })).toMatchObject({ status: 400 });
    expect(await post({ shop: 'de-DE', reports: [] })).toMatchObject({ status: 400 });
    expect(await valueOf('account_rum_reports_total', { shop: 'de-DE' })).toBe(0);
    expect(await vitalsOf({ remote: 'orders', version: '2.4.0', metric: 'LCP' })).toBe(0);
  });

  it('limits batches per address and minute with 429, like the other logging endpoints', async () => {
    const body = { shop: 'de-CH', reports: [{ kind: 'error', ...at }] };
    for (let i = 0; i < loggingLimits.vitals.limit; i += 1) {
      expect((await post(body)).status).toBe(204);
    }
    const refused = await post(body);
    expect(refused.status).toBe(429);
    expect(await valueOf('account_rum_reports_total', { shop: 'de-CH' })).toBe(
      loggingLimits.vitals.limit,
    );
  });
});
