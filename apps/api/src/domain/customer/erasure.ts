import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { doubleOptInErasers } from '../newsletter/erasure';
import { rowsOfCustomer, type CustomerEraser } from './customer-eraser';
import { inTransaction } from '../../db/in-transaction';

/** Every table with personal data of an account, apart from the account row itself. */
export const customerErasers: CustomerEraser[] = [
  // Sessions first: rotated refresh tokens go with them (foreign key, on delete cascade).
  rowsOfCustomer('sessions'),
  // The security centre's login history and known devices (issue 25).
  rowsOfCustomer('login_events'),
  rowsOfCustomer('known_devices'),
  // The privacy centre's preferences and consent log (issue 26).
  rowsOfCustomer('privacy_preferences'),
  rowsOfCustomer('consent_log'),
  // Data export requests (issue 26); their links are one-time tokens, erased above or below.
  rowsOfCustomer('data_export_requests'),
  // Passkeys and the registrations under way (issue 25).
  rowsOfCustomer('passkeys'),
  rowsOfCustomer('passkey_challenges'),
  rowsOfCustomer('one_time_tokens'),
  rowsOfCustomer('social_logins'),
  // Kept answers of order changes may repeat names and addresses.
  rowsOfCustomer('idempotency_keys'),
  rowsOfCustomer('vouchers'),
  rowsOfCustomer('support_requests'),
  rowsOfCustomer('referral_codes'),
  // Whom the customer follows (social-live-commerce).
  rowsOfCustomer('creator_follows'),
  rowsOfCustomer('wishlist_items'),
  rowsOfCustomer('product_views'),
  // The baskets the customer filled while logged in; guests' baskets carry ''.
  rowsOfCustomer('basket_items'),
  ...doubleOptInErasers,
  // Bank details (encrypted holder and IBAN) and contracted payment methods (issue 11).
  rowsOfCustomer('bank_details'),
  rowsOfCustomer('customer_payment_methods'),
  rowsOfCustomer('delivery_addresses'),
  rowsOfCustomer('billing_addresses'),
  // Issue 33: the outbox's mails written for the account or to its address, sent or not. The
  // mail saying the account is gone is written after this and goes once sent (mail/outbox.ts).
  {
    table: 'outgoing_mails',
    async erase(trx, customer) {
      await trx
        .deleteFrom('outgoing_mails')
        .where((eb) =>
          eb.or([
            eb('customer_id', '=', customer.id),
            eb('to_address', '=', customer.email_normalized),
          ]),
        )
        .execute();
    },
  },
];

/**
 * Kept after deletion because the law requires it (commercial and tax records: § 257 HGB,
 * § 147 AO; Austria § 132 BAO; Switzerland Art. 958f OR): they stay with the anonymised account
 * row as owner, which no login, e-mail or customer number leads to any more.
 */
export const RETAINED_TABLES: Record<string, string> = {
  orders: 'commercial records (order with items and delivery address)',
  invoices: 'tax records',
  credit_notes: 'tax records (each corrects an invoice)',
};

/**
 * Deletes an account: runs every eraser, then turns the account row into an anonymous owner of
 * the retained records — no name, e-mail, customer number, password or contact data, a new
 * public id — so the old login fails and the e-mail (and customer number) can register again.
 * One transaction: either everything is erased or nothing is.
 */
export async function eraseCustomer(db: Kysely<Database>, customer: Customer): Promise<void> {
  const anonymous = `erased-${randomUUID()}`;
  await inTransaction(db, async (trx) => {
    for (const eraser of customerErasers) await eraser.erase(trx, customer);
    await trx
      .updateTable('customers')
      .set({
        customer_id: anonymous,
        customer_number: anonymous,
        email: `${anonymous}@erased.invalid`,
        email_normalized: `${anonymous}@erased.invalid`,
        password_hash: null,
        salutation: null,
        first_name: '',
        last_name: '',
        care_of: null,
        phone_number: null,
        date_of_birth: null,
        preferred_payment_method: null,
        street: null,
        street_number: null,
        zip_code: null,
        city: null,
        address_addition: null,
        newsletter_consent: 0,
        email_confirmed_at: null,
        erased_at: Date.now(),
      })
      .where('id', '=', customer.id)
      .execute();
  });
}
