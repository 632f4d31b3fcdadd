import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { serveBuild } from '../support/second-build';
import { shops } from '../support/shops';

// A remote released to a share of customers with `pnpm release` (issue 35): the login remote's
// build served again on another port as its canary, and a canary whose server answers 500, both at
// a share of 100 for this visitor; each rolled back by `pnpm release --rollback`.
const { DE } = shops;
const repo = path.resolve(__dirname, '../..');
const registryFile = path.join(repo, 'apps/shell/public/remotes.json');
const releaseLog = path.join(repo, 'apps/shell/public/releases.log.jsonl');
const STABLE_PORT = 3010;
const CANARY_PORT = 3041;
const BROKEN_PORT = 3042;

function release(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/release.mjs', 'login', ...args, '--registry', registryFile],
    { cwd: repo, encoding: 'utf8', env: { ...process.env, RELEASED_BY: 'e2e' } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The scripts and manifests this page loaded, as they are requested. */
function loadedFrom(page: Page): URL[] {
  const loaded: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('mf-manifest.json')) loaded.push(url);
  });
  return loaded;
}
const from = (loaded: URL[], port: number) =>
  loaded.filter((url) => url.port === String(port)).map((url) => url.pathname);

let original = '';
let canary: ChildProcess | undefined;
const broken = http.createServer((_request, response) => response.writeHead(500).end());

test.beforeAll(async () => {
  original = readFileSync(registryFile, 'utf8');
  canary = await serveBuild('login', path.join(repo, 'remotes/login/dist'), CANARY_PORT);
  await new Promise<void>((resolve) => broken.listen(BROKEN_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => {
  if (original) writeFileSync(registryFile, original);
  rmSync(releaseLog, { force: true });
  canary?.kill();
  broken.close();
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('account.visitor', 'e2e-visitor'));
});

test('a visitor in the canary’s share loads the canary, and the stable version after the rollback', async ({
  page,
}) => {
  const released = release(
    '--canary',
    '100',
    '--entry',
    `http://localhost:${CANARY_PORT}/mf-manifest.json`,
  );
  expect(released.output).toContain('OK: login fits shell.');
  expect(released.status).toBe(0);

  const loaded = loadedFrom(page);
  const answer = await page.goto(`${DE.origin}/login`);
  expect(answer?.headers()['content-security-policy']).toContain(`http://localhost:${CANARY_PORT}`);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(from(loaded, CANARY_PORT)).toContain('/remoteEntry.js');
  expect(from(loaded, STABLE_PORT)).toEqual([]);

  expect(release('--rollback', '--reason', 'e2e').status).toBe(0);
  // The same visitor's next page, watched on its own: the first page may still fetch lazy chunks.
  const next = await page.context().newPage();
  const loadedNext = loadedFrom(next);
  const rolledBack = await next.goto(`${DE.origin}/login`);
  expect(rolledBack?.headers()['content-security-policy']).not.toContain(`:${CANARY_PORT}`);
  await expect(next.locator('#root')).not.toHaveAttribute('inert');
  await expect(next.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(await next.evaluate(() => localStorage.getItem('account.visitor'))).toBe('e2e-visitor');
  expect(from(loadedNext, STABLE_PORT)).toContain('/remoteEntry.js');
  expect(from(loadedNext, CANARY_PORT)).toEqual([]);
});

test('a broken canary shows its visitors the area’s notice, never a blank page, until it is rolled back', async ({
  page,
}) => {
  const released = release(
    '--canary',
    '100',
    '--entry',
    `http://localhost:${BROKEN_PORT}/mf-manifest.json`,
  );
  expect(released.status).toBe(0);
  await page.goto(`${DE.origin}/login`);
  await expect(
    page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();

  expect(release('--rollback', '--reason', 'manifest answers 500').status).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const records = readFileSync(releaseLog, 'utf8').trim().split('\n').slice(-2);
  expect(records.map((line) => JSON.parse(line))).toMatchObject([
    {
      action: 'canary',
      by: 'e2e',
      to: { entry: `http://localhost:${BROKEN_PORT}/mf-manifest.json` },
    },
    { action: 'rollback', reason: 'manifest answers 500' },
  ]);
});
