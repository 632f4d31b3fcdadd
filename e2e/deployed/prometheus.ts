// A real Prometheus (Debian's `prometheus`, as .ci/run installs it) scraping both API instances'
// metrics ports every second, with the alert rules of ops/prometheus loaded (their `for:`
// shortened, testTimeRules): what an operator runs, on a temporary directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployed } from './ports';

const alertRules = path.resolve(__dirname, '../../ops/prometheus/alerts.yml');

/** How long a rule's condition must hold before it fires, in this test-time copy. */
const TEST_FOR = '5s';

/**
 * The rules of ops/prometheus/alerts.yml with every `for:` shortened to TEST_FOR, so an alert a
 * test provokes fires in seconds instead of minutes. Only those durations change: expressions,
 * their windows, thresholds and labels are the operator's, read from the file each run.
 */
function testTimeRules(): string {
  const rules = readFileSync(alertRules, 'utf8');
  const shortened = rules.replace(/^(\s+for:) \S+$/gm, `$1 ${TEST_FOR}`);
  if (shortened === rules) throw new Error(`${alertRules} has no \`for:\` left to shorten`);
  return shortened;
}

export interface Alert {
  labels: Record<string, string>;
  state: 'inactive' | 'pending' | 'firing';
}

export interface Prometheus {
  /** The instant query's vector: each series' labels and value. */
  query(promql: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  /** The alerts pending or firing now (/api/v1/alerts). */
  alerts(): Promise<Alert[]>;
  /** The scrape targets of job account-api with their health. */
  targets(): Promise<{ instance: string; health: string }[]>;
  stop(): Promise<void>;
}

export async function startPrometheus(): Promise<Prometheus> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'account-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  const rules = path.join(dir, 'alerts.yml');
  writeFileSync(rules, testTimeRules());
  writeFileSync(
    config,
    JSON.stringify({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: [rules],
      scrape_configs: [
        {
          job_name: 'account-api',
          static_configs: [{ targets: deployed.metricsPorts.map((port) => `127.0.0.1:${port}`) }],
        },
      ],
    }),
  );
  const base = `http://127.0.0.1:${deployed.prometheusPort}`;
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${deployed.prometheusPort}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = async <T>(pathAndQuery: string): Promise<T> => {
    const response = await fetch(`${base}${pathAndQuery}`);
    const body = (await response.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`Prometheus: ${body.error}`);
    return body.data;
  };
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}`);
    ready = await fetch(`${base}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async query(promql) {
      const data = await api<{
        result: { metric: Record<string, string>; value: [number, string] }[];
      }>(`/api/v1/query?query=${encodeURIComponent(promql)}`);
      return data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    async alerts() {
      return (await api<{ alerts: Alert[] }>('/api/v1/alerts')).alerts;
    },
    async targets() {
      const data = await api<{
        activeTargets: { labels: Record<string, string>; health: string }[];
      }>('/api/v1/targets?state=active');
      return data.activeTargets
        .filter(({ labels }) => labels.job === 'account-api')
        .map(({ labels, health }) => ({ instance: labels.instance ?? '', health }));
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
