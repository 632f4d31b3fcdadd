import { randomUUID } from 'node:crypto';
import type { LinkedSocialLogin, SocialProvider } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';
import { iso } from '../../iso-time';

/** What a provider vouches for about its account (a part of auth/providers' VerifiedIdentity). */
export interface ProviderAccount {
  subject: string;
  /** Empty when the provider gave none (Facebook may not). */
  email: string;
  emailVerified: boolean;
}

/**
 * The customer a provider account was linked to, by provider and subject, even if either e-mail
 * changed since. An e-mail alone links nothing: the customer proves ownership first
 * (domain/customer/login/social-link.ts).
 */
export async function linkedCustomer(
  db: Kysely<Database>,
  provider: SocialProvider,
  account: ProviderAccount,
): Promise<Customer | undefined> {
  return db
    .selectFrom('social_logins')
    .innerJoin('customers', 'customers.id', 'social_logins.customer_id')
    .selectAll('customers')
    .where('social_logins.provider', '=', provider)
    .where('social_logins.subject', '=', account.subject)
    .executeTakeFirst();
}

/** Links the provider account; false when it was linked already (then nothing changed). */
export async function linkSocialLogin(
  db: Kysely<Database>,
  provider: SocialProvider,
  subject: string,
  customer: Customer,
): Promise<boolean> {
  const inserted = await db
    .insertInto('social_logins')
    .values({
      id: randomUUID(),
      provider,
      subject,
      customer_id: customer.id,
      created_at: Date.now(),
      last_used_at: null,
    })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** A login with the provider account: the security centre shows when each was last used. */
export async function noteSocialLoginUsed(
  db: Kysely<Database>,
  provider: SocialProvider,
  subject: string,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('social_logins')
    .set({ last_used_at: now })
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .execute();
}

/** The customer's linked provider logins, newest first; the subject stays on the server. */
export async function socialLoginsOf(
  db: Kysely<Database>,
  customerId: string,
): Promise<LinkedSocialLogin[]> {
  const rows = await db
    .selectFrom('social_logins')
    .select(['id', 'provider', 'created_at', 'last_used_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider as SocialProvider,
    linkedAt: iso(row.created_at),
    lastUsedAt: iso(row.last_used_at),
  }));
}
