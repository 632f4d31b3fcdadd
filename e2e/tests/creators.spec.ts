import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { shops } from '../support/shops';
import { hubUrl } from '../support/creators-hub';
import {
  buildAgainstNewPackageVersion,
  deployCheck,
  serveBuild,
  type NewVersionBuild,
} from '../support/second-build';

const { DE, AT } = shops;
/** A workspace package's version, as the shell was built with it. */
const versionOf = (folder: string) =>
  (
    JSON.parse(
      readFileSync(path.resolve(__dirname, `../../packages/${folder}/package.json`), 'utf8'),
    ) as { version: string }
  ).version
    .split('.')
    .map(Number) as [number, number, number];
const followed = paths.creators.start();
const remoteBuild = (page: Page) =>
  page.locator('[data-remote="creators"]').getAttribute('data-remote-build');

test.describe('followed creators in two hosts', () => {
  test('a visitor of the hub logs in at the account, comes back, follows a creator and sees them in the account', async ({
    page,
  }) => {
    // Logged out, a protected hub page leads to the account's login and back.
    await page.goto(hubUrl(DE, followed));
    await expect(page).toHaveURL(`${DE.origin}/login?returnTo=%2Fcreators-hub%2Ffollowed-creators`);
    await logIn(page, DE.customer.email);
    await expect(page).toHaveURL(hubUrl(DE, followed));
    await expect(page.getByRole('heading', { level: 1, name: 'Gefolgte Creator' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sophie Wagner' })).toBeVisible();
    const build = await remoteBuild(page);
    await expectNoAxeViolations(page);

    // The hub's start: live now and upcoming; a creator's page with follow.
    await page
      .getByRole('navigation', { name: 'Creators Hub' })
      .getByRole('link', { name: 'Live & demnächst' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Jetzt live' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Lena Koch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lena Koch' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Geplante Streams' })).toBeVisible();
    await page.getByRole('button', { name: 'Folgen' }).click();
    await expect(page.getByText('Sie folgen Lena Koch.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The account area shares the session and shows the follow, with the same remote build.
    await page.goto(`${DE.origin}${followed}`);
    const lena = page.getByRole('link', { name: 'Lena Koch' });
    await expect(lena).toHaveAttribute('href', hubUrl(DE, '/creators/lena-koch'));
    expect(await remoteBuild(page)).toBe(build);

    // Unfollow keeps the row with an undo that takes focus; the undo follows again.
    await page.getByRole('button', { name: 'Lena Koch entfolgen' }).click();
    // In the row; the shell's live region announces the same words.
    await expect(page.locator('#main').getByText('Sie folgen Lena Koch nicht mehr.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Entfolgen von Lena Koch rückgängig machen' }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Lena Koch entfolgen' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Lena Koch' })).toBeVisible();

    // The remote's back link inside the hub stays in the hub; the account is in its navigation.
    await page.goto(hubUrl(DE, followed));
    await expect(page.getByRole('link', { name: /Zurück zu Mein Konto/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Zurück zu Live & demnächst' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live & demnächst' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Creators Hub' })
      .getByRole('link', { name: 'Mein Konto' })
      .click();
    await expect(page).toHaveURL(`${DE.origin}${paths.home()}`);
  });

  test('a customer who follows nobody is pointed to the hub, and is logged in there too (AT, 390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${AT.origin}${followed}`);
    await logIn(page, AT.customer.email);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sie folgen noch keinem Creator' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zum Creators Hub' }).click();
    await expect(page).toHaveURL(hubUrl(AT, '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Live & demnächst' })).toBeVisible();
    await page.goto(hubUrl(AT, followed));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sie folgen noch keinem Creator' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the creators area served alone', () => {
  test('with only the shell, login and creators served, another area shows "not reachable" and creators keeps working', async ({
    page,
  }) => {
    test.skip(
      process.env.SERVE_REMOTES !== 'creators',
      'runs against the shell plus this remote only: pnpm e2e:remote creators',
    );
    await page.goto(`${DE.origin}${followed}`);
    await logIn(page, DE.customer.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Gefolgte Creator' })).toBeVisible();
    await page.goto(`${DE.origin}${paths.orders.history()}`);
    await expect(
      page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar' }),
    ).toBeVisible();
    await page.goto(`${DE.origin}${followed}`);
    await expect(page.getByRole('link', { name: 'Sophie Wagner' })).toBeVisible();
  });
});

// A team's deploy, with real builds (issue 13): a new version of the creators remote, built in a
// throw-away tree against a newer workspace package, checked by `pnpm deploy-check` against the
// running shell (its remotes.json and mf-manifest.json over HTTP), served on its own port and put
// live by the registry pointer alone — the shell never rebuilt.
test.describe('deploying a new version of one remote', () => {
  const registryFile = path.resolve(__dirname, '../../apps/shell/public/remotes.json');
  const shellRegistry = 'http://localhost:3000/remotes.json';
  const newPort = 3040;
  const newManifest = `http://localhost:${newPort}/mf-manifest.json`;
  const [uiMajor, uiMinor] = versionOf('ui');
  const shellUi = versionOf('ui').join('.');
  const uiMinorVersion = `${uiMajor}.${uiMinor + 1}.0`;
  const uiMinorLabel = `ui-${uiMinorVersion}`;
  const session = versionOf('session');
  const sessionMajorVersion = `${session[0] + 1}.0.0`;
  let original = '';
  let newUiBuild: NewVersionBuild | undefined;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // The remote needs the next ui minor, which the shell lacks: a new export it renders.
    newUiBuild = buildAgainstNewPackageVersion({
      remote: 'creators',
      workspacePackage: 'ui',
      version: uiMinorVersion,
      label: uiMinorLabel,
      changes: [
        {
          file: 'packages/ui/src/index.ts',
          change: (text) => `${text}export const uiRelease = '${uiMinorVersion}';\n`,
        },
        {
          file: 'remotes/creators/src/Root.tsx',
          change: (text) =>
            text
              .replace(
                "import { AreaNotFound } from '@account/ui';",
                "import { AreaNotFound, uiRelease } from '@account/ui';",
              )
              .replace(
                'data-remote-build={__REMOTE_BUILD__}',
                'data-remote-build={__REMOTE_BUILD__} data-ui-release={uiRelease}',
              ),
        },
      ],
    });
    console.log(
      `build of the creators remote against ui ${uiMinorVersion}: ${(newUiBuild.took / 1000).toFixed(1)} s`,
    );
    server = await serveBuild('creators', newUiBuild.dist, newPort);
    original = readFileSync(registryFile, 'utf8');
  });
  test.afterAll(() => {
    if (original) writeFileSync(registryFile, original);
    server?.kill();
    if (newUiBuild) rmSync(newUiBuild.tree, { recursive: true, force: true });
  });

  const point = (manifest: string) => {
    const registry = JSON.parse(original) as Record<string, string>;
    writeFileSync(registryFile, JSON.stringify({ ...registry, creators: manifest }, null, 2));
  };
  const remote = (page: Page) => page.locator('[data-remote="creators"]');

  test('a remote needing a newer ui minor passes the deploy check, goes live by the pointer under the enforced CSP, and rolls back', async ({
    page,
  }) => {
    const check = deployCheck('creators', shellRegistry, newManifest);
    expect(check.output).toContain('OK: creators fits shell.');
    expect(check.output).toContain(
      `@account/ui: creators brings its own ${uiMinorVersion} (needs ^${uiMinorVersion}; shell has ${shellUi})`,
    );
    expect(check.status).toBe(0);

    await page.goto(`${DE.origin}${followed}`);
    await logIn(page, DE.customer.email);
    const first = await remoteBuild(page);
    expect(first).not.toContain(uiMinorLabel);
    await expect(remote(page)).not.toHaveAttribute('data-ui-release');

    point(newManifest);
    const answer = await page.reload();
    expect(answer?.headers()['content-security-policy']).toContain(`http://localhost:${newPort}`);
    await expect(remote(page)).toHaveAttribute('data-remote-build', `${first}+${uiMinorLabel}`);
    // It runs with its own ui beside the shell's older one, and the page works.
    await expect(remote(page)).toHaveAttribute('data-ui-release', uiMinorVersion);
    await expect(page.getByRole('link', { name: 'Sophie Wagner' })).toBeVisible();
    await page.getByRole('button', { name: 'Sophie Wagner entfolgen' }).click();
    await expect(
      page.getByRole('button', { name: 'Entfolgen von Sophie Wagner rückgängig machen' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sophie Wagner entfolgen' })).toBeFocused();

    // Rolling back is the same pointer change.
    writeFileSync(registryFile, original);
    const rolledBack = await page.reload();
    expect(rolledBack?.headers()['content-security-policy']).not.toContain(`:${newPort}`);
    await expect(remote(page)).toHaveAttribute('data-remote-build', first!);
    await expect(remote(page)).not.toHaveAttribute('data-ui-release');
  });

  test('a remote needing a new major of session is refused with the reason, before its pointer changes', () => {
    test.setTimeout(300_000);
    const sessionMajor = buildAgainstNewPackageVersion({
      remote: 'creators',
      workspacePackage: 'session',
      version: sessionMajorVersion,
      label: `session-${sessionMajorVersion}`,
    });
    console.log(
      `build of the creators remote against session ${sessionMajorVersion}: ${(sessionMajor.took / 1000).toFixed(1)} s`,
    );
    try {
      const check = deployCheck(
        'creators',
        shellRegistry,
        path.join(sessionMajor.dist, 'mf-manifest.json'),
      );
      expect(check.output).toContain('Refused: creators cannot run in shell.');
      expect(check.output).toContain(
        `@account/session: creators needs ^${sessionMajorVersion}; shell provides ${session.join('.')}, and only one copy may run (singleton)`,
      );
      expect(check.status).toBe(1);
    } finally {
      rmSync(sessionMajor.tree, { recursive: true, force: true });
    }
  });
});
