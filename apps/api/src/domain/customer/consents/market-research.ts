import { localeOfCountry, type ConsentSource } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';
import type { ServiceOptions } from '../../../service-options';
import { issueDoiToken, redeemDoiToken } from '../../newsletter/doi-tokens';
import { doiLinks } from '../../newsletter/links';
import { doiMailTexts } from '../../newsletter/mail-texts';
import { inTransaction } from '../../../db/in-transaction';
import { enqueueMail } from '../../../mail/outbox';
import { recordConsentChange } from '../../privacy/consent-log';

/** The customer's current address: a link mailed to an address they have since changed is dead. */
export const customerAddressOf = (db: Kysely<Database>) => async (customerId: string) =>
  (
    await db
      .selectFrom('customers')
      .select('email_normalized')
      .where('id', '=', customerId)
      .executeTakeFirst()
  )?.email_normalized ?? null;

/**
 * The shop asks a customer to take part in market research: a pending consent and the
 * double-opt-in mail. A consent already confirmed is left alone and nobody is mailed.
 */
export async function requestMarketResearchConsent(
  { db: database, config }: ServiceOptions,
  customer: Customer,
  source: ConsentSource,
  now = Date.now(),
): Promise<void> {
  // The change, its mail and its consent log entry commit together (mail/outbox.ts).
  return inTransaction(database, async (db) => {
    const existing = await db
      .selectFrom('market_research_consents')
      .select('status')
      .where('customer_id', '=', customer.id)
      .executeTakeFirst();
    if (existing?.status === 'CONFIRMED') return;
    if (!existing)
      await db
        .insertInto('market_research_consents')
        .values({
          customer_id: customer.id,
          status: 'PENDING',
          requested_at: now,
          confirmed_at: null,
        })
        .execute();
    const token = await issueDoiToken(
      db,
      {
        purpose: 'market-research-confirm',
        subjectId: customer.id,
        email: customer.email_normalized,
      },
      now,
    );
    const locale = localeOfCountry[customer.country_code];
    const { subject, text } = doiMailTexts.marketResearchConfirm(
      locale,
      { firstName: customer.first_name, lastName: customer.last_name },
      doiLinks.marketResearchConfirm(config, locale, token),
    );
    await enqueueMail(db, { to: customer.email, subject, text, kind: 'market-research-doi' });
    await recordConsentChange(
      db,
      customer.id,
      { topic: 'MARKET_RESEARCH', change: 'REQUESTED', source },
      now,
    );
  });
}

export type MarketResearchConfirmation = 'confirmed' | 'alreadyConfirmed' | 'invalid';

/**
 * research/confirmation: the consent becomes confirmed. A link followed again, or a newer link
 * of a consent confirmed before, is `alreadyConfirmed` (spec section 8: 400); unknown, expired
 * and foreign links are `invalid`.
 */
export async function confirmMarketResearch(
  database: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<MarketResearchConfirmation> {
  // The link's use, the consent and its log entry commit together.
  return inTransaction(database, async (db) => {
    const redemption = await redeemDoiToken(
      db,
      token,
      'market-research-confirm',
      customerAddressOf(db),
      now,
    );
    if (redemption.outcome === 'invalid') return 'invalid';
    if (redemption.outcome === 'used') return 'alreadyConfirmed';
    const customerId = redemption.link.subjectId;
    const updated = await db
      .updateTable('market_research_consents')
      .set({ status: 'CONFIRMED', confirmed_at: now })
      .where('customer_id', '=', customerId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return 'alreadyConfirmed';
    await recordConsentChange(
      db,
      customerId,
      { topic: 'MARKET_RESEARCH', change: 'GRANTED', source: 'DOI_LINK' },
      now,
    );
    return 'confirmed';
  });
}

/**
 * The customer withdraws the consent (or the request still waiting for confirmation): it ends
 * at once, and a research link mailed before confirms nothing any more. False when there was
 * none to withdraw.
 */
export async function withdrawMarketResearch(
  database: Kysely<Database>,
  customerId: string,
  source: ConsentSource,
  now = Date.now(),
): Promise<boolean> {
  return inTransaction(database, async (db) => {
    const removed = await db
      .deleteFrom('market_research_consents')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) return false;
    await recordConsentChange(
      db,
      customerId,
      { topic: 'MARKET_RESEARCH', change: 'WITHDRAWN', source },
      now,
    );
    return true;
  });
}
