import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPrometheusStandIn, type PrometheusStandIn } from './prometheus-stand-in';

// A host's deployment folder as `pnpm release --registry` edits it: its registry and, beside it,
// the host's mf-manifest.json that deploy-check compares the new build with.
const script = path.join(__dirname, 'release.mjs');
const STABLE = 'https://orders.cdn.example/1.4.0/mf-manifest.json';
const CANARY = 'https://canary.cdn.example/orders/1.5.0/mf-manifest.json';
const LOGIN = 'https://login.cdn.example/mf-manifest.json';

const host = {
  name: 'shell',
  metaData: { pluginVersion: '2.9.3' },
  shared: [{ name: '@account/session', version: '1.2.0', singleton: true }],
};
/** The orders build's manifest, needing `sessionRange` of the page's one session. */
const ordersBuild = (sessionRange: string) => ({
  name: 'orders',
  metaData: { pluginVersion: '2.9.3', buildInfo: { buildVersion: '1.5.0' } },
  shared: [
    { name: '@account/session', version: '1.2.0', requiredVersion: sessionRange, singleton: true },
  ],
});

let dir: string;
let registry: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  registry = path.join(dir, 'remotes.json');
  writeFileSync(registry, JSON.stringify({ login: LOGIN, orders: STABLE }, null, 2));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(host));
  writeFileSync(path.join(dir, 'orders-fits.json'), JSON.stringify(ordersBuild('^1.0.0')));
  writeFileSync(path.join(dir, 'orders-refused.json'), JSON.stringify(ordersBuild('^2.0.0')));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function release(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args, '--registry', registry], {
    encoding: 'utf8',
    env: { ...process.env, RELEASED_BY: 'oncall@example.com' },
  });
}
const canary = (share: string, build = 'orders-fits.json') =>
  release(
    'orders',
    '--canary',
    share,
    '--entry',
    CANARY,
    '--manifest',
    path.join(dir, build),
    '--reason',
    'new filters',
  );
const registered = () => JSON.parse(readFileSync(registry, 'utf8'));
const log = () => {
  const file = path.join(dir, 'releases.log.jsonl');
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
};

it('writes a canary with its share and version beside the stable entry, and records it', () => {
  const result = canary('10');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('OK: orders fits shell.');
  expect(registered()).toEqual({
    login: LOGIN,
    orders: { entry: STABLE, canary: { entry: CANARY, version: '1.5.0', share: 10 } },
  });
  expect(log()).toEqual([
    {
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      by: 'oncall@example.com',
      remote: 'orders',
      action: 'canary',
      from: { entry: STABLE },
      to: { entry: CANARY, version: '1.5.0' },
      share: 10,
      reason: 'new filters',
    },
  ]);
});

it('refuses a canary deploy-check refuses, with its reason, and changes nothing', () => {
  const result = canary('10', 'orders-refused.json');
  expect(result.status).toBe(1);
  expect(result.stdout).toContain('Refused: orders cannot run in shell.');
  expect(result.stderr).toContain('deploy-check did not accept');
  expect(registered()).toEqual({ login: LOGIN, orders: STABLE });
  expect(log()).toEqual([]);
});

it('promotes the canary to the stable version, recording from and to', () => {
  canary('10');
  const result = release('orders', '--promote');
  expect(result.status).toBe(0);
  expect(registered().orders).toEqual({ entry: CANARY, version: '1.5.0' });
  expect(log()[1]).toMatchObject({
    action: 'promote',
    from: { entry: STABLE },
    to: { entry: CANARY, version: '1.5.0' },
    share: 10,
  });
});

it('rolls the canary back to the stable version alone, appending to the records', () => {
  canary('10');
  canary('50');
  const result = release('orders', '--rollback', '--reason', 'errors on the order detail');
  expect(result.status).toBe(0);
  expect(registered().orders).toEqual({ entry: STABLE });
  expect(log().map((record) => [record.action, record.share])).toEqual([
    ['canary', 10],
    ['canary', 50],
    ['rollback', 50],
  ]);
  expect(log()[2]).toMatchObject({
    from: { entry: CANARY, version: '1.5.0' },
    to: { entry: STABLE },
    reason: 'errors on the order detail',
  });
});

it('refuses an unknown remote, a promotion without a canary and a share above 100, by name', () => {
  const unknown = release('order', '--rollback');
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain('has no remote "order"; it has login, orders');
  const noCanary = release('orders', '--promote');
  expect(noCanary.status).toBe(1);
  expect(noCanary.stderr).toContain('there is no canary to promote');
  expect(canary('120').stderr).toContain('a percentage from 0 to 100, not 120');
  expect(registered()).toEqual({ login: LOGIN, orders: STABLE });
  expect(log()).toEqual([]);
});

describe('release --watch', () => {
  /** Failures per kind: the canary's (version="1.5.0") or the others'. */
  let failures: { canary: number; stable: number };
  let prometheus: PrometheusStandIn;
  beforeAll(async () => {
    prometheus = await startPrometheusStandIn((query) => ({
      remote_load_failure: query.includes('version="1.5.0"') ? failures.canary : failures.stable,
    }));
  });
  afterAll(() => prometheus.close());

  /** The job, once; in a child that does not block this process, which answers its queries. */
  function watchOnce(): Promise<{ status: number | null; stdout: string }> {
    const args = [
      '--import',
      'tsx',
      script,
      'orders',
      '--watch',
      '--once',
      '--prometheus',
      prometheus.url,
    ];
    const child = spawn(process.execPath, [...args, '--registry', registry], {
      env: { ...process.env, RELEASED_BY: 'release --watch' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout })));
  }

  it('rolls back by itself a canary failing to load for its customers, recording why', async () => {
    canary('10');
    failures = { canary: 30, stable: 9 };
    const { status } = await watchOnce();
    expect(status).toBe(0);
    expect(registered().orders).toEqual({ entry: STABLE });
    expect(log()[1]).toMatchObject({
      by: 'release --watch',
      action: 'rollback',
      from: { entry: CANARY, version: '1.5.0' },
      to: { entry: STABLE },
      reason: expect.stringContaining(
        'remote_load_failure: 30 on the canary (10 % of visitors) against 9 on the stable version in 10m',
      ),
    });
  });

  it('keeps a canary that fails no more than the stable version', async () => {
    canary('10');
    failures = { canary: 5, stable: 45 };
    const { status, stdout } = await watchOnce();
    expect(status).toBe(0);
    expect(stdout).toContain('within the limit in 10m');
    expect(registered().orders.canary).toEqual({ entry: CANARY, version: '1.5.0', share: 10 });
    expect(log()).toHaveLength(1);
  });
});

describe('a new share for the canary', () => {
  /** The canary's build as its server serves it: its manifest, fitting the host or not. */
  let served: object;
  const cdn = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(served));
  });
  let entry: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    entry = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/mf-manifest.json`;
  });
  afterAll(() => cdn.close());

  /** Async, so that this process can answer the child's request for the manifest. */
  function releaseAsync(...args: string[]): Promise<{ status: number | null; output: string }> {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      script,
      ...args,
      '--registry',
      registry,
    ]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
  }

  it('checks the live canary’s own manifest, not the local build, before the share changes', async () => {
    served = ordersBuild('^1.0.0');
    const fits = path.join(dir, 'orders-fits.json');
    expect(
      (await releaseAsync('orders', '--canary', '10', '--entry', entry, '--manifest', fits)).status,
    ).toBe(0);
    expect((await releaseAsync('orders', '--canary', '30')).status).toBe(0);
    expect(registered().orders.canary).toEqual({ entry, version: '1.5.0', share: 30 });

    served = ordersBuild('^2.0.0');
    const refused = await releaseAsync('orders', '--canary', '60');
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('Refused: orders cannot run in shell.');
    expect(registered().orders.canary.share).toBe(30);
  });
});
