import {
  localeOfCountry,
  ONE_CLICK_UNSUBSCRIBE_BODY,
  type ConsentSource,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';
import type { ServiceOptions } from '../../../service-options';
import { normalizeEmail } from '../../../db/normalize-email';
import { issueDoiToken, redeemDoiToken } from '../../newsletter/doi-tokens';
import { doiLinks, upsellOneClickLink } from '../../newsletter/links';
import { doiMailTexts } from '../../newsletter/mail-texts';
import { inTransaction } from '../../../db/in-transaction';
import { enqueueMail } from '../../../mail/outbox';
import { recordConsentChange } from '../../privacy/consent-log';

/**
 * One upsell mail with its unsubscribe link. The link carries the spec's customer_id and email
 * plus `signature`, a one-time token bound to both, so a link cannot be made up for someone
 * else (docs/decisions/README.md). Customers who unsubscribed get no more upsell mails.
 */
export async function sendUpsellMail(
  { db: database, config }: ServiceOptions,
  customer: Customer,
  now = Date.now(),
): Promise<boolean> {
  // The change and its mail commit together (mail/outbox.ts).
  return inTransaction(database, async (db) => {
    if (!(await receivesUpsellMails(db, customer.id))) return false;
    const signature = await issueDoiToken(
      db,
      { purpose: 'upsell-unsubscribe', subjectId: customer.id, email: customer.email_normalized },
      now,
    );
    const locale = localeOfCountry[customer.country_code];
    const query = { customerId: customer.customer_id, email: customer.email, signature };
    const { subject, text } = doiMailTexts.upsell(
      locale,
      { firstName: customer.first_name, lastName: customer.last_name },
      doiLinks.upsellUnsubscribe(config, locale, query),
    );
    await enqueueMail(db, {
      to: customer.email,
      subject,
      text,
      kind: 'upsell',
      headers: {
        'List-Unsubscribe': `<${upsellOneClickLink(config, locale, query)}>`,
        'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE_BODY,
      },
    });
    return true;
  });
}

/**
 * POST user/unsubscribe/upsell: true when the link is live and its customer and address are the
 * ones named in it. A link followed again answers true as well (the customer is unsubscribed,
 * which is what they asked for); a forged, expired or re-addressed one false.
 */
export async function unsubscribeFromUpsell(
  database: Kysely<Database>,
  query: { customerId: string; email: string; signature: string },
  source: ConsentSource,
  now = Date.now(),
): Promise<boolean> {
  // The link's use, the opt-out and its consent log entry commit together.
  return inTransaction(database, async (db) => {
    const customer = await db
      .selectFrom('customers')
      .select(['id', 'email_normalized'])
      .where('customer_id', '=', query.customerId)
      .executeTakeFirst();
    if (!customer || customer.email_normalized !== normalizeEmail(query.email)) return false;
    // The signature must be this customer's, at the address they have now: anything else is
    // refused before the token is touched, so a forged pairing uses nobody's link up.
    const redemption = await redeemDoiToken(
      db,
      query.signature,
      'upsell-unsubscribe',
      async (subjectId) => (subjectId === customer.id ? customer.email_normalized : null),
      now,
    );
    if (redemption.outcome === 'invalid') return false;
    await setUpsellMails(db, customer.id, false, source, now);
    return true;
  });
}

/** Whether the customer gets upsell mails: yes until they unsubscribe. */
export async function receivesUpsellMails(
  db: Kysely<Database>,
  customerId: string,
): Promise<boolean> {
  const optedOut = await db
    .selectFrom('upsell_unsubscribes')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return !optedOut;
}

/**
 * Switches upsell mails on or off for an existing customer. They are the shop's own offers to its
 * customers, sent until the customer objects (§ 7 (3) UWG), so switching on needs no double
 * opt-in. A switch to the state already held changes nothing and logs nothing.
 */
export async function setUpsellMails(
  database: Kysely<Database>,
  customerId: string,
  enabled: boolean,
  source: ConsentSource,
  now = Date.now(),
): Promise<void> {
  await inTransaction(database, async (db) => {
    if ((await receivesUpsellMails(db, customerId)) === enabled) return;
    if (enabled)
      await db.deleteFrom('upsell_unsubscribes').where('customer_id', '=', customerId).execute();
    else
      await db
        .insertInto('upsell_unsubscribes')
        .values({ customer_id: customerId, unsubscribed_at: now })
        .execute();
    await recordConsentChange(
      db,
      customerId,
      { topic: 'UPSELL_MAILS', change: enabled ? 'GRANTED' : 'WITHDRAWN', source },
      now,
    );
  });
}
