import { randomUUID } from 'node:crypto';
import {
  countryOfLocale,
  type ConsentChange,
  type ConsentSource,
  type ConsentTopic,
  type Locale,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One change of a consent as the log keeps it (issue 26). */
export interface ConsentLogChange {
  topic: ConsentTopic;
  change: ConsentChange;
  source: ConsentSource;
  /** The product of a stock reminder, the frequency of a newsletter change. */
  detail?: string | null;
}

/**
 * Appends one entry to the account's consent log. Callers pass the transaction of the change
 * itself, so a change is never stored without its entry, nor an entry without its change.
 */
export async function recordConsentChange(
  db: Kysely<Database>,
  customerId: string,
  entry: ConsentLogChange,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('consent_log')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      occurred_at: now,
      topic: entry.topic,
      change: entry.change,
      source: entry.source,
      detail: entry.detail ?? null,
    })
    .execute();
}

/**
 * Newsletter subscriptions and stock reminders are kept by address and shop, not by account:
 * their changes are logged for the account that has the address in that shop, if there is one.
 * A guest's sign-up has no account and so no log to show.
 */
export async function recordConsentChangeOfAddress(
  db: Kysely<Database>,
  address: { emailNormalized: string; locale: string },
  entry: ConsentLogChange,
  now = Date.now(),
): Promise<void> {
  const country = countryOfLocale[address.locale as Locale];
  if (!country) return;
  const account = await db
    .selectFrom('customers')
    .select('id')
    .where('email_normalized', '=', address.emailNormalized)
    .where('country_code', '=', country)
    .executeTakeFirst();
  if (account) await recordConsentChange(db, account.id, entry, now);
}
