import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFound } from '../domain-error';

/** How many viewed products are kept per customer; the page shows the newest 6. */
export const KEPT_VIEWS = 50;

/** Records that a customer opened a product page: it moves to the front of the history. */
export async function recordProductView(
  db: Kysely<Database>,
  customerId: string,
  baseProductNo: string,
  now = Date.now(),
): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select('base_product_no')
    .where('base_product_no', '=', baseProductNo)
    .executeTakeFirst();
  if (!product) throw new NotFound();
  await db
    .insertInto('product_views')
    .values({ customer_id: customerId, base_product_no: baseProductNo, viewed_at: now })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'base_product_no']).doUpdateSet({ viewed_at: now }),
    )
    .execute();
  // Older views than the kept ones are of no use to the page or the recommendations.
  const stale = await db
    .selectFrom('product_views')
    .select('base_product_no')
    .where('customer_id', '=', customerId)
    .orderBy('viewed_at', 'desc')
    .offset(KEPT_VIEWS)
    .limit(1000)
    .execute();
  if (stale.length > 0)
    await db
      .deleteFrom('product_views')
      .where('customer_id', '=', customerId)
      .where(
        'base_product_no',
        'in',
        stale.map((row) => row.base_product_no),
      )
      .execute();
}

/** The customer's viewed products, most recent first. */
export async function recentlyViewed(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_views')
    .select('base_product_no')
    .where('customer_id', '=', customerId)
    .orderBy('viewed_at', 'desc')
    .orderBy('base_product_no')
    .limit(KEPT_VIEWS)
    .execute();
  return rows.map((row) => row.base_product_no);
}
