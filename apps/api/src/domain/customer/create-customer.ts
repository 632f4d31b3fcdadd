import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Customer, Database, NewCustomer } from '../../db/schema';
import { normalizeEmail } from '../../db/normalize-email';

// Demo and legacy numbers start with 1–3; new accounts draw from the rest of the 8-digit range.
const FIRST_NEW_NUMBER = 40_000_000;
const LAST_NEW_NUMBER = 99_999_999;

type Fields = Omit<
  NewCustomer,
  'id' | 'customer_id' | 'customer_number' | 'email_normalized' | 'created_at'
>;

/**
 * Inserts a new customer with a fresh random customer number. Returns null when the e-mail is
 * taken meanwhile (the unique index decides, so two parallel registrations cannot both win).
 */
export async function createCustomer(
  db: Kysely<Database>,
  fields: Fields,
): Promise<Customer | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const values: NewCustomer = {
      ...fields,
      id: randomUUID(),
      customer_id: randomUUID(),
      customer_number: String(randomInt(FIRST_NEW_NUMBER, LAST_NEW_NUMBER + 1)),
      email_normalized: normalizeEmail(fields.email),
      created_at: Date.now(),
    };
    // ON CONFLICT rather than a caught error: inside a transaction (the registration's, with its
    // mail) a failed statement would abort the whole transaction on PostgreSQL.
    const inserted = await db
      .insertInto('customers')
      .values(values)
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    const emailTaken = await db
      .selectFrom('customers')
      .select('id')
      .where('email_normalized', '=', values.email_normalized)
      .executeTakeFirst();
    if (emailTaken) return null;
  }
  throw new Error('No free customer number after 5 attempts');
}
