import {
  localeOfCountry,
  type ConsentSource,
  type ConsentState,
  type ConsentTopic,
  type NewsletterFrequency,
  type PrivacyCentre,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import type { OptInStatus } from '../../db/doi-schema';
import { inTransaction } from '../../db/in-transaction';
import type { ServiceOptions } from '../../service-options';
import {
  requestMarketResearchConsent,
  withdrawMarketResearch,
} from '../customer/consents/market-research';
import { receivesUpsellMails, setUpsellMails } from '../customer/consents/upsell';
import {
  changeNewsletterFrequency,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../newsletter/newsletter';
import { withdrawStockReminder } from '../newsletter/stock-reminders';
import { recordConsentChange } from './consent-log';

const SOURCE: ConsentSource = 'PRIVACY_CENTRE';

const stateOf = (status: OptInStatus | undefined): ConsentState =>
  status === 'CONFIRMED' ? 'ON' : status === 'PENDING' ? 'PENDING' : 'OFF';
const onOff = (on: boolean): ConsentState => (on ? 'ON' : 'OFF');

/** The newsletter subscription of the account: its address in its own shop. */
const newsletterOf = (db: Kysely<Database>, customer: Customer) =>
  db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'status', 'frequency'])
    .where('email_normalized', '=', customer.email_normalized)
    .where('locale', '=', localeOfCountry[customer.country_code])
    .executeTakeFirst();

/** The reminders of the account's address that will still be (or may be, once confirmed) sent. */
const liveRemindersOf = (db: Kysely<Database>, customer: Customer) =>
  db
    .selectFrom('stock_reminders')
    .innerJoin('products', 'products.base_product_no', 'stock_reminders.base_product_no')
    .select(['stock_reminders.id', 'stock_reminders.status', 'products.name'])
    .where('stock_reminders.email_normalized', '=', customer.email_normalized)
    .where('stock_reminders.status', '!=', 'UNSUBSCRIBED')
    .orderBy('products.name')
    .execute();

const preferencesOf = (db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('privacy_preferences')
    .select(['personalised_recommendations', 'tracking'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

/**
 * The account's preferences without a decision: recommendations are personalised only with the
 * browser's tracking consent anyway (spec section 9), so the account's switch starts on and lets
 * the customer refuse them on every device at once; tracking by the account starts off.
 */
const DEFAULTS = { personalised_recommendations: 1, tracking: 0 };

/** Whether the customer left personalised recommendations on in the privacy centre. */
export async function allowsPersonalisedRecommendations(
  db: Kysely<Database>,
  customerId: string,
): Promise<boolean> {
  const preferences = (await preferencesOf(db, customerId)) ?? DEFAULTS;
  return preferences.personalised_recommendations === 1;
}

/** Every consent and mail preference of the account with its state (issue 26). */
export async function privacyCentreOf(
  db: Kysely<Database>,
  customer: Customer,
): Promise<PrivacyCentre> {
  const [newsletter, reminders, research, upsell, preferences] = await Promise.all([
    newsletterOf(db, customer),
    liveRemindersOf(db, customer),
    db
      .selectFrom('market_research_consents')
      .select('status')
      .where('customer_id', '=', customer.id)
      .executeTakeFirst(),
    receivesUpsellMails(db, customer.id),
    preferencesOf(db, customer.id).then((found) => found ?? DEFAULTS),
  ]);
  const reminderState: ConsentState = reminders.some((r) => r.status === 'CONFIRMED')
    ? 'ON'
    : reminders.length > 0
      ? 'PENDING'
      : 'OFF';
  return {
    newsletter: {
      state: stateOf(newsletter?.status),
      frequency: newsletter?.status === 'CONFIRMED' ? newsletter.frequency : null,
    },
    stockReminders: { state: reminderState, products: reminders.map((r) => r.name) },
    marketResearch: { state: stateOf(research?.status) },
    upsellMails: { state: onOff(upsell) },
    personalisedRecommendations: { state: onOff(preferences.personalised_recommendations === 1) },
    tracking: { state: onOff(preferences.tracking === 1) },
  };
}

/** Why a switch was refused: stock reminders are asked for per product in the shop only. */
export type ConsentSwitchOutcome = 'switched' | 'notSwitchable';

/**
 * Switches one consent from the privacy centre. Where the law needs a double opt-in (newsletter,
 * market research) switching on sends its mail and the state is PENDING until the link is
 * followed; switching off takes effect at once. Every change is logged in its own transaction.
 */
export async function switchConsent(
  options: ServiceOptions,
  customer: Customer,
  topic: ConsentTopic,
  enabled: boolean,
  now = Date.now(),
): Promise<ConsentSwitchOutcome> {
  const { db } = options;
  switch (topic) {
    case 'NEWSLETTER': {
      const subscription = await newsletterOf(db, customer);
      const live = subscription !== undefined && subscription.status !== 'UNSUBSCRIBED';
      if (enabled && !live)
        await subscribeToNewsletter(
          options,
          customer.email,
          localeOfCountry[customer.country_code],
          SOURCE,
          now,
        );
      if (!enabled && live) await unsubscribeFromNewsletter(db, subscription.id, SOURCE, now);
      return 'switched';
    }
    case 'STOCK_REMINDERS':
      if (enabled) return 'notSwitchable';
      await endStockReminders(db, customer, now);
      return 'switched';
    case 'MARKET_RESEARCH':
      if (enabled) await requestMarketResearchConsent(options, customer, SOURCE, now);
      else await withdrawMarketResearch(db, customer.id, SOURCE, now);
      return 'switched';
    case 'UPSELL_MAILS':
      await setUpsellMails(db, customer.id, enabled, SOURCE, now);
      return 'switched';
    case 'PERSONALISED_RECOMMENDATIONS':
    case 'TRACKING':
      await setPreference(db, customer.id, topic, enabled, now);
      return 'switched';
  }
}

/** The frequency of the account's confirmed newsletter; false when it has none. */
export async function setNewsletterFrequency(
  db: Kysely<Database>,
  customer: Customer,
  frequency: NewsletterFrequency | null,
  now = Date.now(),
): Promise<boolean> {
  const subscription = await newsletterOf(db, customer);
  if (subscription?.status !== 'CONFIRMED') return false;
  return (await changeNewsletterFrequency(db, subscription.id, frequency, SOURCE, now)) !== null;
}

/** Ends every reminder of the account's address at once, each logged with its product. */
async function endStockReminders(database: Kysely<Database>, customer: Customer, now: number) {
  await inTransaction(database, async (db) => {
    for (const reminder of await liveRemindersOf(db, customer))
      await withdrawStockReminder(db, customer.id, reminder, SOURCE, now);
  });
}

/** The two preferences kept by account; a switch to the state already held logs nothing. */
async function setPreference(
  database: Kysely<Database>,
  customerId: string,
  topic: 'PERSONALISED_RECOMMENDATIONS' | 'TRACKING',
  enabled: boolean,
  now: number,
) {
  const column = topic === 'TRACKING' ? 'tracking' : 'personalised_recommendations';
  const value = enabled ? 1 : 0;
  await inTransaction(database, async (db) => {
    const current = (await preferencesOf(db, customerId)) ?? DEFAULTS;
    if (current[column] === value) return;
    await db
      .insertInto('privacy_preferences')
      .values({
        customer_id: customerId,
        ...current,
        [column]: value,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('customer_id').doUpdateSet({ [column]: value, updated_at: now }),
      )
      .execute();
    await recordConsentChange(
      db,
      customerId,
      { topic, change: enabled ? 'GRANTED' : 'WITHDRAWN', source: SOURCE },
      now,
    );
  });
}
