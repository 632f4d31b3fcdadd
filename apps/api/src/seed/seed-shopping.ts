import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { demoShopping } from './demo-shopping';

const HOUR = 3_600_000;

/**
 * Puts a demo customer's wishlist and viewed products back to their demo state, so every run
 * (and every e2e suite after `pnpm seed`) starts from the same lists.
 */
export async function seedDemoShopping(
  db: Kysely<Database>,
  customerId: string,
  customerNumber: string,
  now: Date,
): Promise<void> {
  const shopping = demoShopping[customerNumber];
  if (!shopping) return;
  const at = now.getTime();
  await db.deleteFrom('wishlist_items').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('wishlist_items')
    .values(
      shopping.wishlist.map((sku, index) => ({
        customer_id: customerId,
        sku,
        state: 'active' as const,
        added_at: at - (index + 1) * 24 * HOUR,
        updated_at: at - (index + 1) * 24 * HOUR,
      })),
    )
    .execute();
  await db.deleteFrom('product_views').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('product_views')
    .values(
      shopping.viewed.map((baseProductNo, index) => ({
        customer_id: customerId,
        base_product_no: baseProductNo,
        viewed_at: at - (index + 1) * HOUR,
      })),
    )
    .execute();
}
