import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { login } from '../../remotes/login/src/i18n/de-DE';
import { expect, test } from '../support/test';

/**
 * A remote team's day (issue 22): under `pnpm dev login`, a saved component shows its change in
 * the open page at once, and what the customer had typed is still there — React Fast Refresh
 * across the federation boundary, not a reload. Runs by hand (`pnpm e2e:dev`), not in CI: it
 * builds a development shell and compiles a remote in development mode for one check, a minute
 * and more on top of a run that already takes 25; the code it covers is development tooling only.
 */
const component = path.resolve(
  __dirname,
  '../../remotes/login/src/features/login/components/UsernameStep.tsx',
);

test('a saved component refreshes in the open page and keeps the typed username', async ({
  page,
}) => {
  const original = readFileSync(component, 'utf8');
  // The edit below swaps the button's text key; the step must still have it.
  expect(original).toContain("t('username.submit')");
  try {
    await page.goto('/login');
    const username = page.getByLabel(login.username.label);
    await username.pressSequentially('max.mustermann@example.de');
    await expect(
      page.getByRole('button', { name: login.username.submit, exact: true }),
    ).toBeVisible();
    // A reload would start a new document, without this mark.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    writeFileSync(component, original.replace("t('username.submit')", "t('title')"));

    await expect(page.getByRole('button', { name: login.title, exact: true })).toBeVisible();
    await expect(username).toHaveValue('max.mustermann@example.de');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  } finally {
    writeFileSync(component, original);
  }
});
