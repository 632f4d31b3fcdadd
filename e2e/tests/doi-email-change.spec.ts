import { expect, test, type Page } from '../support/test';
import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { freshAddress, linksOfNewest } from '../support/opt-ins';
import { shops, type Shop } from '../support/shops';

const PASSWORD = 'Herbstlaub-über-Kiel-7';

/** A fresh account that asked to change its e-mail, through the profile area's calls. */
async function requestEmailChange(
  page: Page,
  shop: Shop,
): Promise<{ oldEmail: string; newEmail: string }> {
  const { email } = await createAccount(page, shop, PASSWORD);
  const headers = { 'x-client-id': 'account-view', 'x-locale': shop.locale };
  const recaptcha = await page.request.post('/api/recaptcha-offline/token', { headers });
  const { token } = (await recaptcha.json()) as { token: string };
  const login = await page.request.post('/api/cs/user/login', {
    headers: { ...headers, 'X-Recaptcha-Token': token },
    data: { username: email, password: PASSWORD, stay_logged_in: false },
  });
  expect(login.status()).toBe(200);
  const newEmail = freshAddress('neu', `example.${shop.locale.slice(3).toLowerCase()}`);
  const change = await page.request.post('/api/cs/user/change-email', {
    headers: { ...headers, 'x-request-source': 'SHOP' },
    data: { password: PASSWORD, new_email: newEmail, newsletter_opt_in: false },
  });
  expect(change.status()).toBe(200);
  await page.context().clearCookies();
  return { oldEmail: email, newEmail };
}

for (const shop of [shops.DE, shops.CH]) {
  test(`${shop.locale}: a new e-mail address takes effect when confirmed from its mail`, async ({
    page,
  }) => {
    const { newEmail } = await requestEmailChange(page, shop);
    const [link] = await linksOfNewest(page, newEmail, 'email-change-confirm');
    expect(new URL(link!).origin).toBe(shop.origin);

    const answer = await page.goto(link!);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page).toHaveURL(`${shop.origin}/email-change/confirm-doi`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Neue E-Mail-Adresse bestätigen' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihre E-Mail-Adresse ist geändert' }),
    ).toBeVisible();
    await expect(page.getByText(`Ab sofort melden Sie sich mit ${newEmail} an`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Stored: the new address is now the username.
    const check = await page.request.post('/api/recaptcha-offline/token', {
      headers: { 'x-client-id': 'account-view' },
    });
    const { token } = (await check.json()) as { token: string };
    const known = await page.request.get(
      `/api/cs/user/check-username?username=${encodeURIComponent(newEmail)}`,
      {
        headers: {
          'x-client-id': 'account-view',
          'x-locale': shop.locale,
          'X-Recaptcha-Token': token,
        },
      },
    );
    expect(known.status()).toBe(200);

    // The link again: used up, no button left.
    await page.goto(link!);
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
    await expect(page.getByRole('alert')).toContainText('nicht mehr gültig');
    await expect(page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('de-DE: the old address undoes a change that took effect, from the link in its mail', async ({
  page,
}) => {
  const shop = shops.DE;
  const { oldEmail, newEmail } = await requestEmailChange(page, shop);
  const [confirmLink] = await linksOfNewest(page, newEmail, 'email-change-confirm');
  const token = new URL(confirmLink!).searchParams.get('token');
  const confirmed = await page.request.post('/api/cs/user/change-email/doi/verify', {
    headers: { 'x-client-id': 'account-view' },
    data: { token },
  });
  expect(confirmed.status()).toBe(200);

  const [undoLink] = await linksOfNewest(page, oldEmail, 'email-change-done');
  expect(new URL(undoLink!).origin).toBe(shop.origin);
  const answer = await page.goto(undoLink!);
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page).toHaveURL(`${shop.origin}/email-change/undo`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Änderung Ihrer E-Mail-Adresse rückgängig machen',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Änderung rückgängig machen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Die Änderung ist rückgängig gemacht' }),
  ).toBeVisible();
  await expect(page.getByText(`Ihre E-Mail-Adresse ist wieder ${oldEmail}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A link to set a new password went to the restored address.
  const [setPassword] = await linksOfNewest(page, oldEmail, 'password-after-email-undo');
  expect(new URL(setPassword!).pathname).toBe('/set-password');

  // The link again: used up, no button left.
  await page.goto(undoLink!);
  await page.getByRole('button', { name: 'Änderung rückgängig machen' }).click();
  await expect(page.getByRole('alert')).toContainText('nicht mehr gültig');
  await expect(page.getByRole('button', { name: 'Änderung rückgängig machen' })).toHaveCount(0);
});
