// A broken canary of the login remote in the product as deployed (issue 35): released with
// `pnpm release` to half of the visitors, its build never reached the remote's origin, whose nginx
// answers 404 for it. Fresh visitors meet it as customers would; their browsers report the failed
// loads (RUM), the API counts them, the real Prometheus scrapes both instances, the
// remote-load-failure alert of ops/prometheus/alerts.yml fires, and the real
// `pnpm release login --watch` job reads the counts and rolls the canary back by itself.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { isInCanary } from '../../packages/federation/src/runtime/release-choice';
import { VISITOR_KEY } from '../../packages/federation/src/runtime/visitor';
import { expect, test } from '../support/test';
import { deployed, deployedShop } from './ports';
import { startPrometheus } from './prometheus';

const repo = path.resolve(__dirname, '../..');
const registryFile = path.join(deployed.configDir, 'remotes.json');
const releaseLog = path.join(deployed.configDir, 'releases.log.jsonl');
const stableEntry = deployed.registry.login;
// Beside the stable build on the login remote's origin (allowed by the page's policy already),
// where nothing was uploaded.
const canaryEntry = new URL('/canary/mf-manifest.json', stableEntry).href;
const SHARE = 50;
const WINDOW = '10m';
const NOTICE = 'Dieser Bereich ist gerade nicht erreichbar';

function release(args: string[], by: string) {
  return spawnSync('pnpm', ['release', 'login', ...args, '--registry', registryFile], {
    cwd: repo,
    encoding: 'utf8',
    // The certificate is made for this run, as the browser is told to accept it.
    env: { ...process.env, RELEASED_BY: by, NODE_TLS_REJECT_UNAUTHORIZED: '0' },
  });
}

/** Until the registry the shop serves to browsers has a canary of the login remote, or none. */
async function servedRegistryHas(request: APIRequestContext, canary: boolean) {
  await expect
    .poll(async () => {
      const response = await request.get(
        `https://localhost:${deployed.hostPort}/dpl/av/remotes.json`,
      );
      const registry = (await response.json()) as { login: string | { canary?: unknown } };
      return typeof registry.login === 'object' && registry.login.canary !== undefined;
    })
    .toBe(canary);
}

/**
 * Opens /login as a visitor does, once more when the connection failed before any answer: the
 * watch job's rollback reloads nginx (docker/render/reload-on-config-change.ts) while visitors
 * keep coming, and in one CI run of 2 December the visit at that moment failed with
 * net::ERR_SOCKET_NOT_CONNECTED. A customer then loads the page again; a second failure fails.
 */
async function openLogin(page: Page) {
  try {
    await page.goto(`${deployedShop}/login`);
  } catch (error) {
    if (!/net::ERR_(SOCKET_NOT_CONNECTED|CONNECTION_(RESET|CLOSED))/.test(String(error)))
      throw error;
    await page.goto(`${deployedShop}/login`);
  }
}

/**
 * A visitor in a fresh browser context, its storage holding `visitor` as the shell's visitor id,
 * opens /login and leaves the tab, which sends its report. Whether it is on the canary follows
 * from the registry its page carries and the hash of its id; returns both, and the login
 * remote's manifests its page requested.
 */
async function visit(browser: Browser, visitor: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await context.addInitScript(({ key, id }) => localStorage.setItem(key, id), {
    key: VISITOR_KEY,
    id: visitor,
  });
  const page = await context.newPage();
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (
      request.url().startsWith(new URL(stableEntry).origin) &&
      request.url().endsWith('/mf-manifest.json')
    )
      manifests.push(request.url());
  });
  const collector = page.waitForResponse((response) =>
    /\/rum\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await openLogin(page);
  const { id, registry } = await page.evaluate((key) => {
    const carried = document.getElementById('deployment-files')?.textContent ?? '{}';
    return {
      id: localStorage.getItem(key)!,
      registry: (JSON.parse(carried) as Record<string, unknown>)['/dpl/av/remotes.json'],
    };
  }, VISITOR_KEY);
  expect(id).toBe(visitor);
  const login = (registry as { login: string | { canary?: { share: number } } }).login;
  const share = typeof login === 'object' ? (login.canary?.share ?? 0) : 0;
  const onCanary = await isInCanary(id, 'login', share);
  if (onCanary) {
    await expect(page.getByRole('heading', { name: NOTICE })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  }
  // The stable manifest may be preloaded for everyone; the canary's is asked for by its own.
  expect(manifests.includes(canaryEntry)).toBe(onCanary);
  await collector;
  // Leaving the tab: the collector sends what it holds with a beacon (see e2e/tests/rum.spec.ts).
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/logging/vitals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect((await sent).status()).toBe(204);
  await context.close();
  return { id, onCanary, manifests };
}

/** A random visitor id the hash puts on the canary's side of the share, or on the other. */
async function visitorId(canarySide: boolean): Promise<string> {
  for (;;) {
    const id = randomUUID();
    if ((await isInCanary(id, 'login', SHARE)) === canarySide) return id;
  }
}

let original = '';
test.beforeAll(() => {
  original = readFileSync(registryFile, 'utf8');
});
test.afterAll(() => {
  if (original) writeFileSync(registryFile, original);
  rmSync(releaseLog, { force: true });
});

test('a broken canary at 50 %: its visitors see the notice, the alert fires, and release --watch rolls it back by itself', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const prometheus = await startPrometheus();
  const work = mkdtempSync(path.join(os.tmpdir(), 'account-canary-'));
  const watch = { output: '' };
  try {
    // The new build as deploy-check sees it: the login remote's, under a version of its own.
    const manifest = JSON.parse(
      readFileSync(path.join(repo, 'remotes/login/dist/mf-manifest.json'), 'utf8'),
    ) as { metaData: { buildInfo: { buildVersion: string } } };
    const version = `${manifest.metaData.buildInfo.buildVersion}-broken`.slice(-32);
    manifest.metaData.buildInfo.buildVersion = version;
    const canaryManifest = path.join(work, 'mf-manifest.json');
    writeFileSync(canaryManifest, JSON.stringify(manifest));

    const released = release(
      [
        '--canary',
        String(SHARE),
        '--entry',
        canaryEntry,
        '--manifest',
        canaryManifest,
        // deploy-check reads the shell's manifest beside the registry the shop serves.
        '--check-against',
        `https://localhost:${deployed.hostPort}/dpl/av/remotes.json`,
      ],
      'e2e',
    );
    expect(released.status, released.stdout + released.stderr).toBe(0);
    await servedRegistryHas(request, true);

    // The job an operator leaves running beside a canary, checking every 2 s.
    const watcher = spawn(
      'pnpm',
      [
        'release',
        'login',
        '--watch',
        '--registry',
        registryFile,
        '--prometheus',
        `http://127.0.0.1:${deployed.prometheusPort}`,
        '--window',
        WINDOW,
        '--every',
        '2',
      ],
      { cwd: repo, env: { ...process.env, RELEASED_BY: 'release-watch' } },
    );
    watcher.stdout.on('data', (chunk: Buffer) => (watch.output += chunk.toString()));
    watcher.stderr.on('data', (chunk: Buffer) => (watch.output += chunk.toString()));
    const watchEnded = new Promise<number | null>((resolve) => watcher.once('exit', resolve));

    // Fresh visitors until the job has rolled the canary back: the ones the hash gives the canary
    // meet the broken build, the others the working area. Their browsers hold random ids, taken
    // in turns from either side of the share, so both kinds come whatever the hash's luck.
    const visitors = { canary: [] as string[], stable: [] as string[] };
    for (let visits = 0; watcher.exitCode === null && visits < 40; visits += 1) {
      const { id, onCanary } = await visit(browser, await visitorId(visits % 2 === 0));
      visitors[onCanary ? 'canary' : 'stable'].push(id);
    }
    expect(visitors.canary.length).toBeGreaterThanOrEqual(3);
    expect(visitors.stable.length).toBeGreaterThanOrEqual(1);

    // Prometheus has the canary's failed loads under its version, none of the stable version's.
    await expect
      .poll(async () =>
        (
          await prometheus.query(
            'sum by (version) (account_rum_errors_total{remote="login", kind="remote_load_failure"})',
          )
        ).map(({ metric }) => metric.version),
      )
      .toEqual([version]);
    await expect
      .poll(
        async () =>
          (await prometheus.alerts())
            .filter(({ labels }) => labels.alertname === 'AccountRemoteLoadFailures')
            .map(({ labels, state }) => `${labels.remote} ${state}`),
        { timeout: 60_000 },
      )
      .toEqual(['login firing']);

    expect(await watchEnded, watch.output).toBe(0);
    const records = readFileSync(releaseLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toMatchObject([
      { action: 'canary', by: 'e2e', to: { entry: canaryEntry, version }, share: SHARE },
      {
        action: 'rollback',
        by: 'release-watch',
        from: { entry: canaryEntry, version },
        to: { entry: stableEntry },
        reason: expect.stringMatching(
          new RegExp(
            `^rolled back by release --watch: remote_load_failure: \\d+(\\.\\d)? on the canary \\(${SHARE} % of visitors\\) against 0 on the stable version in ${WINDOW}`,
          ),
        ),
      },
    ]);
    const [canaryAt, rollbackAt] = records.map(({ at }) => Date.parse(String(at)));
    expect(rollbackAt! - canaryAt!).toBeLessThan(10 * 60_000);

    // A visitor who was on the canary comes back in a fresh browser context: the stable version.
    await servedRegistryHas(request, false);
    const returning = visitors.canary[0]!;
    const back = await visit(browser, returning);
    expect([back.id, await isInCanary(back.id, 'login', SHARE), back.onCanary]).toEqual([
      returning,
      true,
      false,
    ]);
    expect(back.manifests).toContain(stableEntry);
  } finally {
    await prometheus.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
