import { localeOfCountry } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import type { ServiceOptions } from '../../service-options';
import { issueDoiToken, redeemDoiToken } from '../newsletter/doi-tokens';
import { doiLinks } from '../newsletter/links';
import { doiMailTexts } from '../newsletter/mail-texts';
import { inTransaction } from '../../db/in-transaction';
import { enqueueMail } from '../../mail/outbox';

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
  now = Date.now(),
): Promise<void> {
  // The change and its mail commit together (mail/outbox.ts).
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
  });
}

export type MarketResearchConfirmation = 'confirmed' | 'alreadyConfirmed' | 'invalid';

/**
 * research/confirmation: the consent becomes confirmed. A link followed again, or a newer link
 * of a consent confirmed before, is `alreadyConfirmed` (spec section 8: 400); unknown, expired
 * and foreign links are `invalid`.
 */
export async function confirmMarketResearch(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<MarketResearchConfirmation> {
  const redemption = await redeemDoiToken(
    db,
    token,
    'market-research-confirm',
    customerAddressOf(db),
    now,
  );
  if (redemption.outcome === 'invalid') return 'invalid';
  if (redemption.outcome === 'used') return 'alreadyConfirmed';
  const updated = await db
    .updateTable('market_research_consents')
    .set({ status: 'CONFIRMED', confirmed_at: now })
    .where('customer_id', '=', redemption.link.subjectId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n ? 'confirmed' : 'alreadyConfirmed';
}
