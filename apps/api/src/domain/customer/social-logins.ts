import type { SocialProvider } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { VerifiedIdentity } from '../../auth/providers';
import type { Customer, Database } from '../../db/schema';

/** What a provider vouches for about its account. */
export type ProviderAccount = Pick<VerifiedIdentity, 'subject' | 'email' | 'emailVerified'>;

/**
 * The customer a provider account was linked to, by provider and subject, even if either e-mail
 * changed since. An e-mail alone links nothing: the customer proves ownership first
 * (services/customer/social-link.ts).
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

export async function linkSocialLogin(
  db: Kysely<Database>,
  provider: SocialProvider,
  subject: string,
  customer: Customer,
): Promise<void> {
  await db
    .insertInto('social_logins')
    .values({ provider, subject, customer_id: customer.id, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}
