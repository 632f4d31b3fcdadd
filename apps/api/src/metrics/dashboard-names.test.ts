import { readFileSync } from 'node:fs';
import path from 'node:path';
import { servicePrefixes } from '@account/contracts';
import { startTestApi, type TestApi } from '../test/api-harness';
import { scrapeMetrics, type Scrape } from '../test/metrics-scrape';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const root = path.join(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}
const dashboard = JSON.parse(read('ops/grafana/account-area.json')) as { panels: Panel[] };
const alerts = read('ops/prometheus/alerts.yml');

/**
 * The browsers' metrics as the RUM contract names them (services/logging turns reports into
 * them). Until they are registered these names stand in; once any is, the scrape decides.
 */
const RUM_CONTRACT = [
  'account_rum_web_vital_seconds_bucket',
  'account_rum_web_vital_seconds_sum',
  'account_rum_web_vital_seconds_count',
  'account_rum_errors_total',
  'account_rum_reports_total',
];

/** Metric names of our namespaces in PromQL: the API's, the browsers', Node's and the process's. */
const metricNamesIn = (promql: string) =>
  new Set(promql.match(/\b(?:account|nodejs|process)_[a-z0-9_]+\b/g) ?? []);

/** Those not exposed: Prometheus's own `up` aside, every name must be one the API serves. */
function unknownNames(promql: string, scraped: Scrape): string[] {
  const rumRegistered = [...scraped.seriesNames].some((name) => name.startsWith('account_rum_'));
  const known = new Set([...scraped.seriesNames, ...(rumRegistered ? [] : RUM_CONTRACT)]);
  return [...metricNamesIn(promql)].filter((name) => !known.has(name)).sort();
}

describe('the dashboard and the alert rules', () => {
  let api: TestApi;
  let metrics: MetricsServer;
  let scraped: Scrape;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { seed: false });
    metrics = await startMetricsServer({ host: '127.0.0.1', port: 0 });
    scraped = await scrapeMetrics(metrics.port);
  });
  afterAll(async () => {
    await metrics.close();
    await api.close();
  });

  const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map(({ expr }) => expr);

  it('query only metric names the API exposes (or the RUM contract names)', () => {
    expect(queries.length).toBeGreaterThan(100);
    expect(unknownNames(queries.join('\n'), scraped)).toEqual([]);
    expect(unknownNames(alerts, scraped)).toEqual([]);
  });

  it('would notice a renamed metric', () => {
    const renamed = queries
      .join('\n')
      .replace('account_api_logins_total', 'account_api_login_total');
    expect(unknownNames(renamed, scraped)).toEqual(['account_api_login_total']);
  });

  it('has a row for every service of the API and for every remote of the registry', () => {
    const rows = dashboard.panels.filter(({ type }) => type === 'row').map(({ title }) => title);
    // The development mailbox and the offline reCAPTCHA exist only locally.
    const services = Object.keys(servicePrefixes).filter(
      (service) => !['dev', 'recaptchaOffline'].includes(service),
    );
    const remotes = Object.keys(JSON.parse(read('apps/shell/public/remotes.json')) as object);
    expect(rows).toEqual(
      expect.arrayContaining([
        ...services.map((service) => `Service: ${service}`),
        ...remotes.map((remote) => `Remote: ${remote}`),
      ]),
    );
    expect(rows).toHaveLength(1 + services.length + remotes.length);
  });
});
