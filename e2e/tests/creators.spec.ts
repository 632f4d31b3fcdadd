import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '@account/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { shops } from '../support/shops';
import { hubUrl } from '../support/creators-hub';
import { buildSecondVersion, serveSecondVersion } from '../support/second-build';

const { DE, AT } = shops;
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
    await expect(page.getByText('Sie folgen Lena Koch nicht mehr.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Entfolgen von Lena Koch rückgängig machen' }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Lena Koch entfolgen' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Lena Koch' })).toBeVisible();

    // The remote's back link inside the hub leads to the account's home.
    await page.goto(hubUrl(DE, followed));
    await page.getByRole('link', { name: /Zurück zu Mein Konto/ }).click();
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

test.describe('registry swap without rebuild', () => {
  const registryFile = path.resolve(__dirname, '../../apps/shell/public/remotes.json');
  const secondPort = 3040;
  let original = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // One extra build of the remote for the whole suite; its duration goes to the report.
    const took = buildSecondVersion('creators', 'swap-test');
    console.log(`second build of the creators remote: ${(took / 1000).toFixed(1)} s`);
    server = await serveSecondVersion('creators', 'swap-test', secondPort);
    original = readFileSync(registryFile, 'utf8');
  });
  test.afterAll(() => {
    if (original) writeFileSync(registryFile, original);
    server?.kill();
  });

  const point = (manifest: string) => {
    const registry = JSON.parse(original) as Record<string, string>;
    writeFileSync(registryFile, JSON.stringify({ ...registry, creators: manifest }, null, 2));
  };

  test('points the shell at a second build, shows it under the enforced CSP, and rolls back', async ({
    page,
  }) => {
    await page.goto(`${DE.origin}${followed}`);
    await logIn(page, DE.customer.email);
    const first = await remoteBuild(page);
    expect(first).not.toContain('swap-test');

    point(`http://localhost:${secondPort}/mf-manifest.json`);
    const answer = await page.reload();
    expect(answer?.headers()['content-security-policy']).toContain(
      `http://localhost:${secondPort}`,
    );
    await expect(page.locator('[data-remote="creators"]')).toHaveAttribute(
      'data-remote-build',
      `${first}+swap-test`,
    );
    await expect(page.getByRole('link', { name: 'Sophie Wagner' })).toBeVisible();

    // Rolling back is the same pointer change.
    writeFileSync(registryFile, original);
    const rolledBack = await page.reload();
    expect(rolledBack?.headers()['content-security-policy']).not.toContain(`:${secondPort}`);
    await expect(page.locator('[data-remote="creators"]')).toHaveAttribute(
      'data-remote-build',
      first!,
    );
  });
});
