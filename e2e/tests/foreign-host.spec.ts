import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@account/contracts';
import { expect, test, type Page } from '../support/test';
import {
  countReactRenderers,
  loadedCopies,
  reactRendererVersions,
  reactRenderers,
  sharedVersions,
} from '../support/share-scope';
import { logIn } from '../support/login';
import { shops } from '../support/shops';
import { unzip } from '../support/zip';

const { DE } = shops;
const hostDir = path.resolve(__dirname, '../foreign-host');

/** A foreign host's build (e2e/foreign-host/host.cjs): its bundler and the React it runs. */
interface ForeignHost {
  bundler: 'webpack' | 'rspack' | 'vite';
  /** The host's React: 19.0, 18 or (none) the workspace's 19.3. */
  react?: '19.0' | '18';
  /** A host that shares zustand 4 beside React. */
  zustand?: '4';
  /** No Module Federation plugin: the runtime API alone (src/runtime-only.js). */
  runtimeOnly?: true;
}

/**
 * Builds the foreign host (e2e/foreign-host, built as the creators README says) once for the
 * describe block and serves it on `port`, proxying /api to the test API: its origin.
 */
function foreignHostOn(port: number, host: ForeignHost) {
  let server: ChildProcess | undefined;
  const env = {
    ...process.env,
    FOREIGN_HOST_BUNDLER: host.bundler,
    ...(host.react && { FOREIGN_HOST_REACT: host.react }),
    ...(host.zustand && { FOREIGN_HOST_ZUSTAND: host.zustand }),
    ...(host.runtimeOnly && { FOREIGN_HOST_RUNTIME_ONLY: '1' }),
  };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    execFileSync(process.execPath, ['build.cjs'], { cwd: hostDir, stdio: 'inherit', env });
    server = spawn(process.execPath, ['serve.cjs'], {
      cwd: hostDir,
      env: { ...env, FOREIGN_HOST_PORT: String(port), API_URL: 'http://127.0.0.1:3101' },
      stdio: 'inherit',
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
  });
  return DE.origin.replace(/:3000$/, `:${port}`);
}

/** Logs the demo customer in on the account area: the host's /api proxy passes its cookies on. */
async function logInOnTheAccountArea(page: Page) {
  await page.goto(`${DE.origin}${paths.login.start()}`);
  await logIn(page, DE.customer.email);
  await expect(page).toHaveURL(/\/home$/);
}

/** The host kinds the creators README sets up, each built as it says. */
const hostKinds = [
  { kind: 'webpack', port: 3040, host: { bundler: 'webpack' } },
  { kind: 'Rspack', port: 3042, host: { bundler: 'rspack' } },
  { kind: 'Vite', port: 3043, host: { bundler: 'vite' } },
  { kind: 'runtime API', port: 3046, host: { bundler: 'rspack', runtimeOnly: true } },
] as const;

for (const { kind, port, host } of hostKinds) {
  test.describe(`another team’s ${kind} host mounts creators/FollowedCreatorsApp`, () => {
    const foreignHost = foreignHostOn(port, host);

    test('shows a logged-in customer’s followed creators with the host’s React', async ({
      page,
    }) => {
      await page.addInitScript(countReactRenderers);
      await logInOnTheAccountArea(page);

      await page.goto(`${foreignHost}/`);
      await expect(page.getByTestId('foreign-host')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Gefolgte Creator' })).toBeVisible();
      // The customer's own list, read through the host's /api proxy with the account's cookies;
      // the names link nowhere, since the app knows no creators hub in a foreign host.
      await expect(page.getByRole('heading', { level: 2, name: 'Sophie Wagner' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Jonas Fischer entfolgen' })).toBeVisible();
      // One React and one react-dom core: the host's, which the app takes from the share scope.
      const copies = await page.evaluate(loadedCopies);
      expect(copies.react).toBe(1);
      expect(copies['react-dom']).toBe(1);
      expect(await page.evaluate(reactRenderers)).toBe(1);

      // The host's bare element rules (header, h1, h2, p: e2e/foreign-host) do not reach in.
      const app = page.locator('[data-remote="creators"]');
      const style = (selector: string, property: string) =>
        app
          .locator(selector)
          .first()
          .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
      expect(await style('header', 'background-color')).toBe('rgba(0, 0, 0, 0)');
      expect(await style('header', 'padding-top')).toBe('0px');
      expect(await style('h1', 'text-transform')).toBe('none');
      expect(await style('h2', 'font-family')).not.toBe('serif');
      expect(await style('p', 'margin-left')).toBe('0px');

      // "Zurück zu Mein Konto" leaves the host for the account area it named (accountUrl).
      await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
      await expect(page).toHaveURL(`${DE.origin}${paths.home()}`);
    });

    for (const [remote, manifest] of [
      ['is down', 'http://localhost:3049/mf-manifest.json'],
      ['answers 500', '/test-remotes/failing/mf-manifest.json'],
      ['never answers', '/test-remotes/hanging/mf-manifest.json'],
    ] as const) {
      test(`keeps the host's page working when the remote ${remote}, with the account's notice in the area`, async ({
        page,
      }) => {
        const address = manifest.startsWith('/') ? `${foreignHost}${manifest}` : manifest;
        await page.goto(`${foreignHost}/?creators=${encodeURIComponent(address)}`);
        await page.getByRole('button', { name: 'Clicked 0' }).click();
        await expect(page.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
        // The README's setup: the same words and retry as the account's own hosts, within the
        // host's timeout rather than an endless skeleton.
        const notice = page.getByRole('alert');
        await expect(
          notice.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar' }),
        ).toBeVisible({ timeout: 15_000 });
        await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
        await expect(page.getByTestId('foreign-host')).toBeVisible();
      });
    }

    test('tells the host when nobody is logged in, and shows nothing itself', async ({ page }) => {
      await page.goto(`${foreignHost}/`);
      // One status on the page, the host's: the app, still mounted, left its skeleton.
      await expect(page.getByRole('status')).toHaveText('Please log in first.');
      await expect(page.locator('[data-remote="creators"]')).toHaveCount(0);
    });
  });
}

test.describe('a host on an older React 19', () => {
  const foreignHost = foreignHostOn(3041, { bundler: 'webpack', react: '19.0' });

  test('keeps its own React 19.0: the app renders with the host’s one renderer', async ({
    page,
  }) => {
    await page.addInitScript(countReactRenderers);
    await logInOnTheAccountArea(page);

    await page.goto(`${foreignHost}/`);
    await expect(page.getByRole('heading', { level: 2, name: 'Sophie Wagner' })).toBeVisible();
    // The app asks for React ^19.0.0 (its peer range), not the 19.3 it was built with.
    expect(await page.evaluate(reactRendererVersions)).toEqual(['19.0.0']);
    const copies = await page.evaluate(loadedCopies);
    expect(copies.react).toBe(1);
    expect(copies['react-dom']).toBe(1);
  });
});

test.describe('a host on React 18', () => {
  // Rspack: the quickest build of the README's hosts; the bundler does not matter here.
  const foreignHost = foreignHostOn(3044, { bundler: 'rspack', react: '18' });

  test('shows the account’s notice in the area, the reason in the console, and keeps its page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await page.addInitScript(countReactRenderers);
    await logInOnTheAccountArea(page);

    await page.goto(`${foreignHost}/`);
    const notice = page.getByRole('alert');
    await expect(
      notice.getByRole('heading', { name: 'Dieser Bereich braucht eine neuere Version der Seite' }),
    ).toBeVisible();
    // Not bridge-react's English error, and no second React: the app never renders on 18.
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await page.evaluate(reactRendererVersions)).toEqual(['18.3.1']);
    // Where the area works: the account area the host named (accountUrl).
    await expect(notice.getByRole('link', { name: 'Zu Mein Konto' })).toHaveAttribute(
      'href',
      DE.origin,
    );
    // The host's bare element rules (a yellow `a {}`, indented `p`) do not reach the notice.
    const link = notice.getByRole('link', { name: 'Zu Mein Konto' });
    expect(await link.evaluate((element) => getComputedStyle(element).color)).not.toBe(
      'rgb(255, 235, 59)',
    );
    expect(
      await notice.locator('p').evaluate((element) => getComputedStyle(element).marginLeft),
    ).toBe('0px');
    // The host's page keeps working.
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await expect(page.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
    // For the host's developers: why, in the console; nothing uncaught.
    expect(errors).toContainEqual(expect.stringMatching(/React 18\.3\.1.*\^19\.0\.0/));
    expect(errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
  });
});

test.describe('a host that shares zustand 4', () => {
  const foreignHost = foreignHostOn(3045, { bundler: 'rspack', zustand: '4' });

  test('the app brings its own zustand 5 and keeps working', async ({ page }) => {
    await logInOnTheAccountArea(page);

    await page.goto(`${foreignHost}/`);
    // The app's stores (zustand) at work: unfollowing and undoing it, as a customer would.
    await page.getByRole('button', { name: 'Jonas Fischer entfolgen' }).click();
    await expect(page.getByText('Sie folgen Jonas Fischer nicht mehr.')).toBeVisible();
    await page
      .getByRole('button', { name: 'Entfolgen von Jonas Fischer rückgängig machen' })
      .click();
    await expect(page.getByRole('button', { name: 'Jonas Fischer entfolgen' })).toBeVisible();
    // The share scope shows why: the host's 4 (loaded first, for its own store) is out of the
    // app's range ^5, so the app loaded its own 5 beside it.
    const zustand = await page.evaluate(sharedVersions, 'zustand');
    expect(zustand).toContainEqual({ version: '4.5.7', from: 'foreign_host', loaded: true });
    expect(zustand).toContainEqual(
      expect.objectContaining({
        from: 'creators',
        loaded: true,
        version: expect.stringMatching(/^5\./),
      }),
    );
  });
});

/** Another team's host in TypeScript (e2e/foreign-host/typed-host), compiled, not served. */
const typedHostDir = path.join(hostDir, 'typed-host');
const creatorsManifest = 'http://localhost:3018/mf-manifest.json';

/**
 * Compiles a copy of the typed host in typed-host/dist/<name>, with the remote's published types
 * unpacked into its ./@mf-types/creators (where enhanced's `dts.consumeTypes` puts them) and its
 * host.tsx changed by `edit`: tsc's exit code and what it printed.
 */
function compileTypedHost(name: string, types: Map<string, string>, edit = (host: string) => host) {
  const dir = path.join(typedHostDir, 'dist', name);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of types) {
    const target = path.join(dir, '@mf-types/creators', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    readFileSync(path.join(typedHostDir, 'tsconfig.json')),
  );
  writeFileSync(
    path.join(dir, 'host.tsx'),
    edit(readFileSync(path.join(typedHostDir, 'host.tsx'), 'utf8')),
  );
  // The workspace's TypeScript, as the host's own would be.
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc');
  const compiled = spawnSync(process.execPath, [tsc, '--noEmit', '-p', dir], { encoding: 'utf8' });
  return { status: compiled.status, output: `${compiled.stdout}${compiled.stderr}` };
}

/** `host` with `from` replaced by `to`, which must be there, so the change cannot miss. */
function replaced(host: string, from: string, to: string) {
  expect(host).toContain(from);
  return host.replace(from, to);
}

test.describe('another team’s TypeScript host compiles against the remote’s published types', () => {
  let types: Map<string, string>;
  test.beforeAll(async () => {
    // Named in the manifest, beside it (publicPath `auto`), where enhanced's consumeTypes looks.
    const manifest = (await (await fetch(creatorsManifest)).json()) as {
      metaData: { types: { zip: string; api: string } };
    };
    expect(manifest.metaData.types).toMatchObject({ zip: '@mf-types.zip', api: '@mf-types.d.ts' });
    const archive = await fetch(new URL(manifest.metaData.types.zip, creatorsManifest));
    expect(archive.status).toBe(200);
    // Not hashed: revalidated, so a host fetching them after a deploy gets the new ones.
    expect(archive.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(new URL(manifest.metaData.types.api, creatorsManifest))).status).toBe(200);
    types = await unzip(Buffer.from(await archive.arrayBuffer()));
    expect([...types.keys()]).toContain('FollowedCreatorsApp.d.ts');
  });

  test('the README’s props compile', () => {
    expect(compileTypedHost('as-written', types)).toEqual({ status: 0, output: '' });
  });

  test('a locale of no shop does not', () => {
    const { status, output } = compileTypedHost('other-locale', types, (host) =>
      replaced(host, 'locale="de-DE"', 'locale="fr-FR"'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      `Type '"fr-FR"' is not assignable to type '"de-DE" | "de-AT" | "de-CH"'`,
    );
  });

  test('a misspelt prop does not', () => {
    const { status, output } = compileTypedHost('misspelt-prop', types, (host) =>
      replaced(host, 'onLoginRequired=', 'onLoginRequierd='),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      "Property 'onLoginRequierd' does not exist on type 'IntrinsicAttributes & FollowedCreatorsAppProps'",
    );
  });
});
