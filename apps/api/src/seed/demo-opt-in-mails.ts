import { localeOfCountry } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeEmail } from '../db/normalize-email';
import { requestMarketResearchConsent } from '../domain/customer/consents/market-research';
import {
  newSubscriptionId,
  sendNewsletterIssue,
  subscribeToNewsletter,
} from '../domain/newsletter/newsletter';
import { requestStockReminder } from '../domain/newsletter/stock-reminders';
import { sendUpsellMail } from '../domain/customer/consents/upsell';
import type { ServiceOptions } from '../service-options';
import { demoCustomers } from './demo-customers';
import { demoProducts } from './demo-products';

/**
 * DEMO DATA. One mail of every kind the double-opt-in pages answer, to the demo customers, so
 * the development mailbox holds a live link for each page: Max (DE) and Luca (CH) read the
 * newsletter (its cancel link), Anna (AT) and Erika (DE) are asked to confirm their sign-up;
 * every shop customer gets a stock-reminder, a market-research and an upsell mail. Each run
 * sends fresh links and retires the older ones; demo consents and opt-outs start over.
 */
export async function sendDemoOptInMails(options: ServiceOptions): Promise<void> {
  const { db } = options;
  const customers = await db
    .selectFrom('customers')
    .selectAll()
    .where(
      'email_normalized',
      'in',
      demoCustomers.map((demo) => normalizeEmail(demo.email)),
    )
    .execute();
  const ids = customers.map((customer) => customer.id);
  if (ids.length === 0) return;
  await db.deleteFrom('market_research_consents').where('customer_id', 'in', ids).execute();
  await db.deleteFrom('upsell_unsubscribes').where('customer_id', 'in', ids).execute();
  // The privacy centre's preferences and log start afresh with the demo's opt-ins.
  await db.deleteFrom('privacy_preferences').where('customer_id', 'in', ids).execute();
  await db.deleteFrom('consent_log').where('customer_id', 'in', ids).execute();
  const emails = customers.map((customer) => customer.email_normalized);
  await db.deleteFrom('stock_reminders').where('email_normalized', 'in', emails).execute();

  for (const customer of customers) {
    const locale = localeOfCountry[customer.country_code];
    if (customer.country_code === 'AT' || customer.email_normalized.startsWith('erika')) {
      await resetNewsletter(db, customer.email_normalized);
      await subscribeToNewsletter(options, customer.email, locale, 'SHOP');
      continue;
    }
    await sendNewsletterIssue(options, await confirmedNewsletter(db, customer.email, locale));
    await requestStockReminder(options, customer.email, demoProducts.pans.baseProductNo, locale);
    await requestMarketResearchConsent(options, customer, 'SHOP');
    await sendUpsellMail(options, customer);
  }
}

async function resetNewsletter(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('newsletter_subscriptions').where('email_normalized', '=', email).execute();
}

/** The demo reader's subscription, confirmed long ago; its id stays from run to run. */
async function confirmedNewsletter(
  db: Kysely<Database>,
  email: string,
  locale: string,
): Promise<string> {
  const normalized = normalizeEmail(email);
  const existing = await db
    .selectFrom('newsletter_subscriptions')
    .select('id')
    .where('email_normalized', '=', normalized)
    .where('locale', '=', locale)
    .executeTakeFirst();
  const confirmedAt = Date.UTC(2024, 0, 2);
  if (existing) {
    await db
      .updateTable('newsletter_subscriptions')
      .set({
        status: 'CONFIRMED',
        frequency: null,
        confirmed_at: confirmedAt,
        unsubscribed_at: null,
      })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const id = newSubscriptionId();
  await db
    .insertInto('newsletter_subscriptions')
    .values({
      id,
      email,
      email_normalized: normalized,
      locale,
      status: 'CONFIRMED',
      frequency: null,
      created_at: confirmedAt,
      confirmed_at: confirmedAt,
      unsubscribed_at: null,
    })
    .execute();
  return id;
}
