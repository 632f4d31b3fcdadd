import type { SocialProvider } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { VerifiedIdentity } from '../../auth/oidc-client';
import type { Customer, Database } from '../../db/schema';
import { normalizeEmail } from './customers';

/** What a provider vouches for about its account. */
export type ProviderAccount = Pick<VerifiedIdentity, 'subject' | 'email' | 'emailVerified'>;

/**
 * A provider account is linked to a customer once, by an e-mail the provider verified; later
 * logins find it by provider and subject even if either e-mail changes. An unverified e-mail
 * links nothing: it could belong to someone else.
 */
export async function linkedCustomer(db: Kysely<Database>, provider: SocialProvider, account: ProviderAccount): Promise<Customer | undefined> {
  const linked = await db
    .selectFrom('social_logins')
    .innerJoin('customers', 'customers.id', 'social_logins.customer_id')
    .selectAll('customers')
    .where('social_logins.provider', '=', provider)
    .where('social_logins.subject', '=', account.subject)
    .executeTakeFirst();
  if (linked || !account.emailVerified || !account.email) return linked;
  return db.selectFrom('customers').selectAll().where('email_normalized', '=', normalizeEmail(account.email)).executeTakeFirst();
}

export async function linkSocialLogin(db: Kysely<Database>, provider: SocialProvider, subject: string, customer: Customer): Promise<void> {
  await db
    .insertInto('social_logins')
    .values({ provider, subject, customer_id: customer.id, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}
