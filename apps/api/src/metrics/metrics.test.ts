import type { OutgoingMail } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { DEMO_PASSWORD } from '../seed/demo-customers';
import { startTestApi, type TestApi } from '../test/api-harness';
import { scrapeMetrics } from '../test/metrics-scrape';
import { loginAs, MAX } from '../test/session-helpers';
import { dialects } from '../test/test-database';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { UNMATCHED_ROUTE } from './http-metrics';

const REQUESTS = 'account_api_request_duration_seconds_count';
const LOGINS = 'account_api_logins_total';

describe.each(dialects)('the metrics endpoint (%s)', (dialect) => {
  let api: TestApi;
  let metrics: MetricsServer;
  const scrape = () => scrapeMetrics(metrics.port);
  beforeAll(async () => {
    api = await startTestApi(dialect);
    metrics = await startMetricsServer({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await metrics.close();
    await api.close();
  });
  beforeEach(() => api.database.db.deleteFrom('throttle_counters').execute());

  const login = (username: string, password: string) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password, stay_logged_in: false },
    });

  it('counts requests under their route template, never their URL, with their latency', async () => {
    const cookies = await loginAs(api, MAX.email);
    const route = { route: '/api/order-history/order/:id', method: 'GET' };
    const before = await scrape();
    const first = await api.request('GET', '/api/order-history/order/123', { cookies });
    await api.request('GET', '/api/order-history/order/987654', { cookies });
    const after = await scrape();

    const status = { ...route, status_code: String(first.status), service: 'orderHistory' };
    expect(after.sum(REQUESTS, status) - before.sum(REQUESTS, status)).toBe(2);
    const slowest = after.sum('account_api_request_duration_seconds_bucket', {
      ...status,
      le: '+Inf',
    });
    expect(slowest).toBe(after.sum(REQUESTS, status));
    expect(after.sum('account_api_request_duration_seconds_sum', status)).toBeGreaterThan(0);
    const urls = after.samples.filter(({ labels }) => /123|987654/.test(labels.route ?? ''));
    expect(urls).toEqual([]);
  });

  it('counts every unmatched URL as one route: probing adds no label values', async () => {
    await api.request('GET', '/api/no-such-thing');
    const before = await scrape();
    const labelSets = (scrape: typeof before) =>
      scrape.samples
        .filter(({ name }) => name === REQUESTS)
        .map(({ labels }) => JSON.stringify(labels))
        .sort();
    for (const path of ['/api/probe-1', '/wp-admin/setup.php', '/api/order-history/x/y/z'])
      await api.request('GET', path);
    const after = await scrape();

    expect(labelSets(after)).toEqual(labelSets(before));
    const unmatched = { route: UNMATCHED_ROUTE, method: 'GET', status_code: '404' };
    expect(after.sum(REQUESTS, unmatched) - before.sum(REQUESTS, unmatched)).toBe(3);
  });

  it('counts logins by outcome, and a throttled one under the limit that refused it', async () => {
    const before = await scrape();
    await loginAs(api, 'anna.huber@example.at', { locale: 'de-AT' });
    expect((await login('anna.huber@example.at', DEMO_PASSWORD)).status).toBe(403);
    for (let i = 0; i < 5; i += 1)
      expect((await login('luca.meier@example.ch', `falsch-${i}`)).status).toBe(403);
    expect((await login('luca.meier@example.ch', 'falsch')).status).toBe(429);
    const after = await scrape();

    const rise = (name: string, labels: Record<string, string>) =>
      after.sum(name, labels) - before.sum(name, labels);
    expect(rise(LOGINS, { method: 'PASSWORD', outcome: 'succeeded' })).toBe(1);
    expect(rise(LOGINS, { method: 'PASSWORD', outcome: 'wrong_credentials' })).toBe(5);
    expect(rise(LOGINS, { method: 'PASSWORD', outcome: 'throttled' })).toBe(1);
    expect(rise(LOGINS, { method: 'PASSWORD', outcome: 'wrong_shop' })).toBe(1);
    expect(
      rise('account_api_rate_limit_refusals_total', { limit: 'loginFailuresPerAccount' }),
    ).toBe(1);
    expect(rise(REQUESTS, { route: '/api/cs/user/login', status_code: '429' })).toBe(1);
  });

  it("shows Node's process metrics and event-loop lag", async () => {
    const scraped = await scrape();
    expect(scraped.seriesNames).toContain('nodejs_eventloop_lag_seconds');
    expect(scraped.seriesNames).toContain('process_cpu_seconds_total');
    expect(scraped.sum('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows the PostgreSQL pool’s use, and no pool on SQLite', async () => {
    const pool = (await scrape()).samples.filter(
      ({ name }) => name === 'account_api_db_pool_connections',
    );
    if (dialect === 'sqlite') expect(pool).toEqual([]);
    else {
      const states = Object.fromEntries(pool.map(({ labels, value }) => [labels.state, value]));
      expect(states.total).toBeGreaterThanOrEqual(1);
      expect(states.waiting).toBe(0);
      expect(states.idle).toBeLessThanOrEqual(states.total ?? 0);
    }
  });
});

describe.each(dialects)('the outbox metrics (%s)', (dialect) => {
  let api: TestApi;
  let metrics: MetricsServer;
  let relayDown = true;
  const scrape = () => scrapeMetrics(metrics.port);
  beforeAll(async () => {
    api = await startTestApi(dialect, {
      seed: false,
      mailer: {
        async send() {
          if (relayDown) throw new Error('relay unreachable');
        },
      },
    });
    metrics = await startMetricsServer({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await metrics.close();
    await api.close();
  });

  const mail: OutgoingMail = {
    to: 'kunde@example.de',
    subject: 's',
    text: 't',
    kind: 'magic-link',
  };
  const DEPTH = 'account_api_outbox_unsent_mails';
  const AGE = 'account_api_outbox_oldest_unsent_mail_age_seconds';

  it('follows the database: a mail queued a minute ago, failed, then sent', async () => {
    const empty = await scrape();
    expect(empty.sum(DEPTH)).toBe(0);
    expect(empty.sum(AGE)).toBe(0);

    await enqueueMail(api.database.db, mail, { now: Date.now() - 60_000 });
    await api.drainOutbox();
    const waiting = await scrape();
    expect(waiting.sum(DEPTH)).toBe(1);
    expect(waiting.sum(AGE)).toBeGreaterThanOrEqual(60);
    const failed = { kind: 'magic-link', given_up: 'false' };
    expect(
      waiting.sum('account_api_mails_failed_total', failed) -
        empty.sum('account_api_mails_failed_total', failed),
    ).toBe(1);

    relayDown = false;
    await api.database.db.updateTable('outgoing_mails').set({ next_attempt_at: 0 }).execute();
    await api.drainOutbox();
    const sent = await scrape();
    expect(sent.sum(DEPTH)).toBe(0);
    expect(sent.sum(AGE)).toBe(0);
    const kind = { kind: 'magic-link' };
    expect(
      sent.sum('account_api_mails_sent_total', kind) -
        empty.sum('account_api_mails_sent_total', kind),
    ).toBe(1);
  });
});
