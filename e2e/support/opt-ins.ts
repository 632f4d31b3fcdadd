import { CLIENT_ID, CLIENT_ID_HEADER, LOCALE_HEADER, type Locale } from '@account/contracts';
import { expect, type Page } from '@playwright/test';

export interface OptIns {
  newsletter: Array<{ locale: string; status: string; frequency: string | null }>;
  stockReminders: Array<{ baseProductNo: string; status: string }>;
  marketResearch: string | null;
  upsellUnsubscribed: boolean;
}

/** What an address agreed to, as stored (`GET /api/dev/opt-ins`, local only). */
export async function optInsOf(page: Page, email: string): Promise<OptIns> {
  const response = await page.request.get(`/api/dev/opt-ins?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OptIns;
}

/** A call the shop itself makes (sign-up form, "notify me" button), from the shop of `locale`. */
export async function shopCall(page: Page, locale: Locale, path: string, data: object) {
  const response = await page.request.post(path, {
    headers: { [CLIENT_ID_HEADER]: CLIENT_ID, [LOCALE_HEADER]: locale },
    data,
  });
  expect(response.status()).toBe(202);
}

/**
 * Every link of the newest mail of a kind, in order, once `count` mails of that kind arrived (the
 * services send mails after answering, so a second mail may still be on its way).
 */
export async function linksOfNewest(
  page: Page,
  to: string,
  kind: string,
  count = 1,
): Promise<string[]> {
  let text = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mails?to=${encodeURIComponent(to)}`);
      const mails = ((await response.json()) as Mail[]).filter((mail) => mail.kind === kind);
      text = mails[0]?.text ?? '';
      return mails.length >= count;
    })
    .toBe(true);
  return [...text.matchAll(/https?:\/\/\S+/g)].map(([href]) => href);
}

interface Mail {
  kind: string;
  text: string;
}

/** A fresh address per test run, so runs never meet each other's subscriptions. */
export const freshAddress = (name: string, domain = 'example.de') =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;
