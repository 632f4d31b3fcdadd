import type { UsernameKind } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../db/schema';

/** E-mail addresses are unique regardless of case; the stored `email` keeps the customer's spelling. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Looks a customer up by an already normalized username (see `normalizeUsername`). */
export function findCustomerByUsername(
  db: Kysely<Database>,
  username: string,
  kind: UsernameKind,
): Promise<Customer | undefined> {
  const query = db.selectFrom('customers').selectAll();
  return (
    kind === 'email'
      ? query.where('email_normalized', '=', normalizeEmail(username))
      : query.where('customer_number', '=', username)
  ).executeTakeFirst();
}
