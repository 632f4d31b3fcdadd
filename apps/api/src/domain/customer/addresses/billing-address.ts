import type { BillingAddress } from '@account/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BillingAddressRow } from '../../../db/addresses-schema';
import type { Database } from '../../../db/schema';
import type { BillingAddressFields } from './address-input';

export const toBillingAddress = (row: BillingAddressRow): BillingAddress => ({
  id: row.id,
  street: row.street,
  streetNumber: row.street_number,
  zipCode: row.zip_code,
  city: row.city,
  countryCode: row.country_code,
});

export async function findBillingAddress(
  db: Kysely<Database>,
  customerId: string,
): Promise<BillingAddressRow | null> {
  return (
    (await db
      .selectFrom('billing_addresses')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst()) ?? null
  );
}

/**
 * A customer has one billing address: creating another replaces its fields and keeps its id, so
 * the logged-in user's billingAddressId stays stable. Upsert on the unique customer id, so two
 * parallel creations cannot leave two rows.
 */
export async function saveBillingAddress(
  db: Kysely<Database>,
  customerId: string,
  fields: BillingAddressFields,
  now = Date.now(),
): Promise<BillingAddress> {
  await db
    .insertInto('billing_addresses')
    .values({ ...fields, id: randomUUID(), customer_id: customerId, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ ...fields, updated_at: now }))
    .execute();
  const row = await findBillingAddress(db, customerId);
  return toBillingAddress(row!);
}
