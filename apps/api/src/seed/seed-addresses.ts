import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoCustomer } from './demo-customers';
import { demoAddressBooks } from './demo-addresses';

/** Same name, same id: the seed writes identical rows every time it runs. */
const stableId = (name: string) => {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Puts a demo customer's addresses back to the demo state (what a customer added in a demo is
 * removed), so a demo and the e2e suite always start from the same addresses.
 */
export async function seedDemoAddresses(
  db: Kysely<Database>,
  customerId: string,
  demo: DemoCustomer,
): Promise<void> {
  const book = demoAddressBooks[demo.customerNumber];
  if (!book) return;
  const base = Date.UTC(2024, 0, 2);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('delivery_addresses').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('billing_addresses').where('customer_id', '=', customerId).execute();
    await trx
      .insertInto('delivery_addresses')
      .values(
        book.delivery.map((address, index) => ({
          id: stableId(`address:${demo.customerNumber}:${address.key}`),
          customer_id: customerId,
          parcel_point_kind: address.parcelPoint?.kind ?? null,
          salutation: demo.salutation,
          first_name: demo.firstName,
          last_name: demo.lastName,
          street: address.street,
          street_number: address.streetNumber,
          address_addition: address.addressAddition ?? null,
          zip_code: address.zipCode,
          city: address.city,
          country_code: book.countryCode,
          phone: address.phone ?? null,
          post_number: address.parcelPoint?.postNumber ?? null,
          station_number: address.parcelPoint?.stationNumber ?? null,
          is_default: index === 0 ? 1 : 0,
          is_deleted: address.deleted ? 1 : 0,
          created_at: base + index * 86_400_000,
          updated_at: base + index * 86_400_000,
        })),
      )
      .execute();
    await trx
      .insertInto('billing_addresses')
      .values({
        id: stableId(`billing:${demo.customerNumber}`),
        customer_id: customerId,
        street: book.billing.street,
        street_number: book.billing.streetNumber,
        zip_code: book.billing.zipCode,
        city: book.billing.city,
        country_code: book.countryCode,
        updated_at: base,
      })
      .execute();
  });
}
