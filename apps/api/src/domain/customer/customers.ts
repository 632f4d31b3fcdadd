import type { UsernameKind } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { normalizeEmail } from '../../db/normalize-email';

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

export function findCustomerById(db: Kysely<Database>, id: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new password; setting it from the activation link also confirms the e-mail address. */
export async function setCustomerPassword(
  db: Kysely<Database>,
  customerId: string,
  passwordHash: string,
  confirmsEmail: boolean,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      password_hash: passwordHash,
      ...(confirmsEmail ? { email_confirmed_at: Date.now() } : {}),
    })
    .where('id', '=', customerId)
    .execute();
}
