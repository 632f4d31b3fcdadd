import { expect, type Page } from '@playwright/test';
import { logIn } from './login';
import type { Shop } from './shops';

/**
 * A fresh full account through the real create-account call, so flows that change a password
 * leave the demo customers alone for the other specs of the run.
 */
export async function createAccount(
  page: Page,
  shop: Shop,
  password: string,
  /** More of the create-account payload, e.g. the salutation. */
  extra: Record<string, unknown> = {},
): Promise<{ email: string; firstName: string; lastName: string }> {
  const email = `kunde.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.${shop.locale.slice(3).toLowerCase()}`;
  // A token of the offline reCAPTCHA, as the browser's provider gets one.
  const recaptcha = await page.request.post('/api/recaptcha-offline/token', {
    headers: { 'x-client-id': 'account-view' },
  });
  const { token } = (await recaptcha.json()) as { token: string };
  // Node cannot resolve *.localhost; the x-locale header names the shop instead.
  const response = await page.request.post('/api/cs/user/create-account', {
    headers: { 'x-client-id': 'account-view', 'x-locale': shop.locale, 'X-Recaptcha-Token': token },
    data: {
      first_name: 'Paula',
      last_name: 'Probst',
      street: 'Ringweg',
      street_number: '3',
      zip_code: shop.locale === 'de-DE' ? '10115' : '8001',
      city: 'Musterstadt',
      date_of_birth: '1980-01-02',
      email,
      password,
      newsletter_consent: false,
      ...extra,
    },
  });
  expect(response.status()).toBe(200);
  await page.context().clearCookies();
  return { email, firstName: 'Paula', lastName: 'Probst' };
}

/** A fresh full account of `shop`, logged in on `path` (issue 21's specs). */
export async function freshCustomerAt(
  page: Page,
  shop: Shop,
  path: string,
  password: string,
): Promise<{ email: string }> {
  const customer = await createAccount(page, shop, password);
  await page.goto(`${shop.origin}${path}`);
  await logIn(page, customer.email, password);
  await expect(page).toHaveURL(`${shop.origin}${path}`);
  return customer;
}

/**
 * A Swiss light account through the login's light-account step, as a customer starts one; it
 * waits for its password, which the activation mail lets the customer set.
 */
export async function startSwissLightAccount(page: Page, shop: Shop, email: string) {
  await page.goto(`${shop.origin}/login`);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Vorname', { exact: true }).fill('Nora');
  await page.getByLabel('Nachname', { exact: true }).fill('Keller');
  await page.getByRole('button', { name: 'Weiter' }).click();
}
