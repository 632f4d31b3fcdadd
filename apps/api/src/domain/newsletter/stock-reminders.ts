import { randomUUID } from 'node:crypto';
import type {
  ConsentSource,
  Locale,
  StockReminder,
  WishlistStockReminderState,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ServiceOptions } from '../../service-options';
import { normalizeEmail } from '../../db/normalize-email';
import { issueDoiToken, redeemDoiToken, type DoiPurpose } from './doi-tokens';
import { doiLinks } from './links';
import { doiMailTexts } from './mail-texts';
import { inTransaction } from '../../db/in-transaction';
import { enqueueMail } from '../../mail/outbox';
import { recordConsentChange, recordConsentChangeOfAddress } from '../privacy/consent-log';

const addressOf = (db: Kysely<Database>) => async (id: string) =>
  (
    await db
      .selectFrom('stock_reminders')
      .select('email_normalized')
      .where('id', '=', id)
      .executeTakeFirst()
  )?.email_normalized ?? null;

/**
 * The shop's "notify me when it is back": a pending reminder for address and product and the
 * double-opt-in mail, which also carries the unsubscribe link. False for an unknown product.
 * A reminder already confirmed gets no second mail.
 */
export async function requestStockReminder(
  { db: database, config }: ServiceOptions,
  email: string,
  baseProductNo: string,
  locale: Locale,
  now = Date.now(),
): Promise<boolean> {
  // The change and its mail commit together (mail/outbox.ts).
  return inTransaction(database, async (db) => {
    const product = await db
      .selectFrom('products')
      .select('name')
      .where('base_product_no', '=', baseProductNo)
      .executeTakeFirst();
    if (!product) return false;
    const normalized = normalizeEmail(email);
    const existing = await db
      .selectFrom('stock_reminders')
      .select(['id', 'status'])
      .where('email_normalized', '=', normalized)
      .where('base_product_no', '=', baseProductNo)
      .executeTakeFirst();
    if (existing?.status === 'CONFIRMED') return true;
    const id = existing?.id ?? randomUUID();
    if (existing)
      await db
        .updateTable('stock_reminders')
        .set({ status: 'PENDING', locale, confirmed_at: null, unsubscribed_at: null })
        .where('id', '=', id)
        .execute();
    else
      await db
        .insertInto('stock_reminders')
        .values({
          id,
          email: email.trim(),
          email_normalized: normalized,
          locale,
          base_product_no: baseProductNo,
          status: 'PENDING',
          created_at: now,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .execute();
    const link = { subjectId: id, email: normalized };
    const confirm = await issueDoiToken(db, { ...link, purpose: 'stock-reminder-confirm' }, now);
    const unsubscribe = await issueDoiToken(
      db,
      { ...link, purpose: 'stock-reminder-unsubscribe' },
      now,
    );
    const { subject, text } = doiMailTexts.stockReminderConfirm(
      locale,
      product.name,
      doiLinks.stockReminderConfirm(config, locale, confirm),
      doiLinks.stockReminderUnsubscribe(config, locale, unsubscribe),
    );
    await enqueueMail(db, { to: email.trim(), subject, text, kind: 'stock-reminder-doi' });
    await recordConsentChangeOfAddress(
      db,
      { emailNormalized: normalized, locale },
      { topic: 'STOCK_REMINDERS', change: 'REQUESTED', source: 'SHOP', detail: product.name },
      now,
    );
    return true;
  });
}

async function settle(
  database: Kysely<Database>,
  token: string,
  purpose: DoiPurpose,
  status: StockReminder['status'],
  now: number,
): Promise<StockReminder | null> {
  // The link's use, the change and its consent log entry commit together.
  return inTransaction(database, async (db) => {
    const redemption = await redeemDoiToken(db, token, purpose, addressOf(db), now);
    if (redemption.outcome !== 'redeemed') return null;
    const id = redemption.link.subjectId;
    const changed = await db
      .updateTable('stock_reminders')
      .set(
        status === 'CONFIRMED' ? { status, confirmed_at: now } : { status, unsubscribed_at: now },
      )
      .where('id', '=', id)
      // An unsubscribed reminder stays so: a confirm link followed afterwards changes nothing.
      .where('status', '!=', 'UNSUBSCRIBED')
      .executeTakeFirst();
    const row = await db
      .selectFrom('stock_reminders')
      .innerJoin('products', 'products.base_product_no', 'stock_reminders.base_product_no')
      .select([
        'stock_reminders.base_product_no',
        'stock_reminders.email_normalized',
        'stock_reminders.locale',
        'products.name',
        'stock_reminders.status',
      ])
      .where('stock_reminders.id', '=', id)
      .executeTakeFirstOrThrow();
    if (changed.numUpdatedRows > 0n)
      await recordConsentChangeOfAddress(
        db,
        { emailNormalized: row.email_normalized, locale: row.locale },
        status === 'CONFIRMED'
          ? { topic: 'STOCK_REMINDERS', change: 'GRANTED', source: 'DOI_LINK', detail: row.name }
          : {
              topic: 'STOCK_REMINDERS',
              change: 'WITHDRAWN',
              source: 'UNSUBSCRIBE_LINK',
              detail: row.name,
            },
        now,
      );
    if (row.status === 'PENDING') return null;
    return { baseProductNo: row.base_product_no, productName: row.name, status: row.status };
  });
}

/** stock-reminder/confirm-doi: the reminder becomes active. Null for a dead link. */
export const confirmStockReminder = (db: Kysely<Database>, token: string, now = Date.now()) =>
  settle(db, token, 'stock-reminder-confirm', 'CONFIRMED', now);

/** stock-reminder/unsubscribe: no reminder will be sent. Null for a dead link. */
export const unsubscribeStockReminder = (db: Kysely<Database>, token: string, now = Date.now()) =>
  settle(db, token, 'stock-reminder-unsubscribe', 'UNSUBSCRIBED', now);

/** The live (pending or confirmed) reminders of an address, by product number. */
export async function liveStockRemindersOf(
  db: Kysely<Database>,
  emailNormalized: string,
): Promise<Map<string, WishlistStockReminderState>> {
  const rows = await db
    .selectFrom('stock_reminders')
    .select(['base_product_no', 'status'])
    .where('email_normalized', '=', emailNormalized)
    .where('status', '!=', 'UNSUBSCRIBED')
    .execute();
  return new Map(
    rows.map((row) => [row.base_product_no, row.status as WishlistStockReminderState]),
  );
}

/**
 * The logged-in customer cancels the reminder for a product (pending or confirmed), as the mail's
 * unsubscribe link would; logged as withdrawn in the shop. Cancelling none changes nothing.
 */
export async function cancelStockReminder(
  database: Kysely<Database>,
  customer: { id: string; emailNormalized: string },
  baseProductNo: string,
  now = Date.now(),
): Promise<void> {
  await inTransaction(database, async (db) => {
    const reminder = await db
      .selectFrom('stock_reminders')
      .innerJoin('products', 'products.base_product_no', 'stock_reminders.base_product_no')
      .select(['stock_reminders.id', 'products.name'])
      .where('stock_reminders.email_normalized', '=', customer.emailNormalized)
      .where('stock_reminders.base_product_no', '=', baseProductNo)
      .where('stock_reminders.status', '!=', 'UNSUBSCRIBED')
      .executeTakeFirst();
    if (reminder) await withdrawStockReminder(db, customer.id, reminder, 'SHOP', now);
  });
}

/**
 * Ends one live reminder of the customer's address and logs the withdrawal with its product.
 * `db` is the caller's transaction: the reminder never ends without its log entry.
 */
export async function withdrawStockReminder(
  db: Kysely<Database>,
  customerId: string,
  reminder: { id: string; name: string },
  source: ConsentSource,
  now: number,
): Promise<void> {
  await db
    .updateTable('stock_reminders')
    .set({ status: 'UNSUBSCRIBED', unsubscribed_at: now })
    .where('id', '=', reminder.id)
    .execute();
  await recordConsentChange(
    db,
    customerId,
    { topic: 'STOCK_REMINDERS', change: 'WITHDRAWN', source, detail: reminder.name },
    now,
  );
}
