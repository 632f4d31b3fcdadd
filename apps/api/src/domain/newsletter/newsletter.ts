import { randomBytes } from 'node:crypto';
import type {
  ConsentSource,
  Locale,
  NewsletterFrequency,
  NewsletterSubscription,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceOptions } from '../../service-options';
import { normalizeEmail } from '../../db/normalize-email';
import { issueDoiToken, redeemDoiToken } from './doi-tokens';
import { doiLinks, newsletterCancelLink, newsletterOneClickLink } from './links';
import { doiMailTexts } from './mail-texts';
import { inTransaction } from '../../db/in-transaction';
import { enqueueMail } from '../../mail/outbox';
import { recordConsentChangeOfAddress, type ConsentLogChange } from '../privacy/consent-log';

/** 128 random bits: the id is what every unsubscribe link carries, so it must not be guessable. */
export const newSubscriptionId = () => randomBytes(16).toString('base64url');

const addressOf = (db: Kysely<Database>) => async (id: string) =>
  (
    await db
      .selectFrom('newsletter_subscriptions')
      .select('email_normalized')
      .where('id', '=', id)
      .executeTakeFirst()
  )?.email_normalized ?? null;

/**
 * The shop's sign-up: a pending subscription (or the existing one of the address) and the
 * double-opt-in mail. A confirmed address gets no second mail, so the call reveals nothing and
 * nobody is mailed twice for one sign-up.
 */
export async function subscribeToNewsletter(
  { db: database, config }: ServiceOptions,
  email: string,
  locale: Locale,
  source: ConsentSource,
  now = Date.now(),
): Promise<void> {
  // The change, its mail and its consent log entry commit together (mail/outbox.ts).
  return inTransaction(database, async (db) => {
    const normalized = normalizeEmail(email);
    const existing = await db
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'status'])
      .where('email_normalized', '=', normalized)
      .where('locale', '=', locale)
      .executeTakeFirst();
    if (existing?.status === 'CONFIRMED') return;
    const id = existing?.id ?? newSubscriptionId();
    if (existing) {
      await db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'PENDING', frequency: null, unsubscribed_at: null, confirmed_at: null })
        .where('id', '=', id)
        .execute();
    } else {
      await db
        .insertInto('newsletter_subscriptions')
        .values({
          id,
          email: email.trim(),
          email_normalized: normalized,
          locale,
          status: 'PENDING',
          frequency: null,
          created_at: now,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .execute();
    }
    const token = await issueDoiToken(
      db,
      { purpose: 'newsletter-confirm', subjectId: id, email: normalized },
      now,
    );
    const { subject, text } = doiMailTexts.newsletterConfirm(
      locale,
      doiLinks.newsletterConfirm(config, locale, token),
    );
    await enqueueMail(db, { to: email.trim(), subject, text, kind: 'newsletter-doi' });
    await recordConsentChangeOfAddress(
      db,
      { emailNormalized: normalized, locale },
      { topic: 'NEWSLETTER', change: 'REQUESTED', source },
      now,
    );
  });
}

/** One issue of the newsletter, with the unsubscribe headers of RFC 8058 (one click in the mail client). */
export async function sendNewsletterIssue(
  { db: database, config }: ServiceOptions,
  subscriptionId: string,
): Promise<void> {
  // The change and its mail commit together (mail/outbox.ts).
  return inTransaction(database, async (db) => {
    const row = await db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .where('status', '=', 'CONFIRMED')
      .executeTakeFirst();
    if (!row) return;
    const locale = row.locale as Locale;
    const { subject, text } = doiMailTexts.newsletterIssue(
      locale,
      newsletterCancelLink(config, locale, row.id),
    );
    await enqueueMail(db, {
      to: row.email,
      subject,
      text,
      kind: 'newsletter',
      headers: {
        'List-Unsubscribe': `<${newsletterOneClickLink(config, locale, row.id)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });
}

/**
 * Confirms the sign-up of a live link and sends the first issue, whose links lead to the cancel
 * page. False for an unknown, used, expired or foreign link.
 */
export async function confirmNewsletter(
  options: ServiceOptions,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  // The link's use, the confirmation and the first issue commit together.
  return inTransaction(options.db, async (db) => {
    const redemption = await redeemDoiToken(db, token, 'newsletter-confirm', addressOf(db), now);
    if (redemption.outcome !== 'redeemed') return false;
    await db
      .updateTable('newsletter_subscriptions')
      .set({ status: 'CONFIRMED', confirmed_at: now })
      .where('id', '=', redemption.link.subjectId)
      .execute();
    await logOfSubscription(
      db,
      redemption.link.subjectId,
      { topic: 'NEWSLETTER', change: 'GRANTED', source: 'DOI_LINK' },
      now,
    );
    await sendNewsletterIssue({ ...options, db }, redemption.link.subjectId);
    return true;
  });
}

/** A confirmed subscription as the cancel page shows it; null for unknown or cancelled ones. */
export async function findNewsletterSubscription(
  db: Kysely<Database>,
  id: string,
): Promise<NewsletterSubscription | null> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email', 'frequency'])
    .where('id', '=', id)
    .where('status', '=', 'CONFIRMED')
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, frequency: row.frequency } : null;
}

/**
 * PUT subscription/{id} and the privacy centre: the frequency, null for every issue. Null when
 * there is no such subscription. A change is logged with its source; setting the frequency the
 * subscription already has changes nothing and logs nothing.
 */
export async function changeNewsletterFrequency(
  database: Kysely<Database>,
  id: string,
  frequency: NewsletterFrequency | null,
  source: ConsentSource,
  now = Date.now(),
): Promise<NewsletterSubscription | null> {
  return inTransaction(database, async (db) => {
    const current = await findNewsletterSubscription(db, id);
    if (!current || current.frequency === frequency) return current;
    await db
      .updateTable('newsletter_subscriptions')
      .set({ frequency })
      .where('id', '=', id)
      .where('status', '=', 'CONFIRMED')
      .execute();
    await logOfSubscription(
      db,
      id,
      {
        topic: 'NEWSLETTER',
        change: 'FREQUENCY_CHANGED',
        source,
        detail: frequency ?? 'EVERY_ISSUE',
      },
      now,
    );
    return findNewsletterSubscription(db, id);
  });
}

/**
 * DELETE subscription/{id}, the one-click unsubscribe and the privacy centre. True when a
 * subscription was ended now or before (repeating changes nothing and logs nothing), false for
 * an id that never existed. Withdrawing takes effect at once: no confirmation is asked.
 */
export async function unsubscribeFromNewsletter(
  database: Kysely<Database>,
  id: string,
  source: ConsentSource,
  now = Date.now(),
): Promise<boolean> {
  return inTransaction(database, async (db) => {
    const row = await db
      .selectFrom('newsletter_subscriptions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    if (row.status !== 'UNSUBSCRIBED') {
      await db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'UNSUBSCRIBED', unsubscribed_at: now })
        .where('id', '=', id)
        .execute();
      await logOfSubscription(db, id, { topic: 'NEWSLETTER', change: 'WITHDRAWN', source }, now);
    }
    return true;
  });
}

/** Logs a change of a subscription for the account of its address and shop. */
async function logOfSubscription(
  db: Kysely<Database>,
  id: string,
  entry: ConsentLogChange,
  now: number,
): Promise<void> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email_normalized', 'locale'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await recordConsentChangeOfAddress(
    db,
    { emailNormalized: row.email_normalized, locale: row.locale },
    entry,
    now,
  );
}
