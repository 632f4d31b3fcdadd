import type { Kysely } from 'kysely';
import type { BasketItem } from '@account/contracts';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** The most of one variant a basket holds; the shop limits quantities the same way. */
export const MAX_QUANTITY_PER_VARIANT = 10;

/**
 * Adds a variant to a shop session's basket. Unknown variants and ones that do not belong to the
 * named product are 404; sold-out ones 409 PRODUCT_SOLD_OUT. Stock is reserved at checkout, not
 * here, as in the shop.
 */
export async function addToBasket(
  db: Kysely<Database>,
  sessionId: string,
  item: { baseProductNo: string; sku: string; quantity: number },
  now = Date.now(),
): Promise<BasketItem[]> {
  const variant = await db
    .selectFrom('product_variants')
    .select(['stock', 'base_product_no'])
    .where('sku', '=', item.sku)
    .executeTakeFirst();
  if (!variant || variant.base_product_no !== item.baseProductNo)
    throw new ApiError(404, 'NOT_FOUND');
  if (variant.stock <= 0) throw new ApiError(409, 'PRODUCT_SOLD_OUT');
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('basket_items')
      .select('quantity')
      .where('session_id', '=', sessionId)
      .where('sku', '=', item.sku)
      .executeTakeFirst();
    const quantity = Math.min(MAX_QUANTITY_PER_VARIANT, (existing?.quantity ?? 0) + item.quantity);
    await trx
      .insertInto('basket_items')
      .values({ session_id: sessionId, sku: item.sku, quantity, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['session_id', 'sku']).doUpdateSet({ quantity, updated_at: now }),
      )
      .execute();
  });
  return basketOf(db, sessionId);
}

export async function basketOf(db: Kysely<Database>, sessionId: string): Promise<BasketItem[]> {
  const rows = await db
    .selectFrom('basket_items as b')
    .innerJoin('product_variants as v', 'v.sku', 'b.sku')
    .select(['v.base_product_no', 'b.sku', 'b.quantity'])
    .where('b.session_id', '=', sessionId)
    .orderBy('b.updated_at')
    .orderBy('b.sku')
    .execute();
  return rows.map((row) => ({
    baseProductNo: row.base_product_no,
    sku: row.sku,
    quantity: row.quantity,
  }));
}
