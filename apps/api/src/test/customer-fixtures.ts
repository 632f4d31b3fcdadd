import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../db/normalize-email';
import type { Database, NewCustomer } from '../db/schema';

/** An account beyond the demo customers, e.g. one without a password; German full account unless overridden. */
export async function insertCustomer(
  db: Kysely<Database>,
  overrides: Partial<NewCustomer> & Pick<NewCustomer, 'email' | 'customer_number'>,
): Promise<{ id: string }> {
  const id = overrides.id ?? randomUUID();
  await db
    .insertInto('customers')
    .values({
      id,
      customer_id: randomUUID(),
      email_normalized: normalizeEmail(overrides.email),
      password_hash: null,
      customer_type: 'FULL',
      customer_class: 'TEST',
      salutation: null,
      first_name: 'Test',
      last_name: 'Kunde',
      care_of: null,
      country_code: 'DE',
      phone_number: null,
      date_of_birth: null,
      preferred_payment_method: null,
      created_at: Date.now(),
      ...overrides,
    })
    .execute();
  return { id };
}
