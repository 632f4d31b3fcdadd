import type { Kysely } from 'kysely';
import type { WishlistItem, WishlistItemState } from '@account/contracts';
import type { Database } from '../../../db/schema';
import { NotFound } from '../../domain-error';
import {
  productImagePath,
  productName,
  variantView,
  type PriceShop,
} from '../../products/product-view';

/** The items still on a customer's wishlist, newest first, with the chosen variant's price and stock. */
export async function wishlistOf(
  db: Kysely<Database>,
  customerId: string,
  shop: PriceShop,
): Promise<WishlistItem[]> {
  const rows = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('product_variants as v', 'v.sku', 'w.sku')
    .innerJoin('products as p', 'p.base_product_no', 'v.base_product_no')
    .selectAll('v')
    .select(['p.name', 'p.brand', 'p.deal_percent', 'w.added_at'])
    .where('w.customer_id', '=', customerId)
    .where('w.state', '=', 'active')
    .orderBy('w.added_at', 'desc')
    .orderBy('w.sku')
    .execute();
  return rows.map((row) => {
    const variant = variantView(row, row.deal_percent, shop);
    return {
      baseProductNo: row.base_product_no,
      name: productName(row.name, shop),
      brand: row.brand,
      imagePath: productImagePath(row.base_product_no),
      variant,
      stockLevel: variant.stockLevel,
      addedAt: new Date(Number(row.added_at)).toISOString(),
    };
  });
}

/**
 * Takes an item off the wishlist as deleted or moved to the basket. NotFound when the customer
 * has no such item on the list (another customer's item included).
 */
export async function leaveWishlist(
  db: Kysely<Database>,
  customerId: string,
  sku: string,
  state: WishlistItemState,
  now = Date.now(),
): Promise<void> {
  const result = await db
    .updateTable('wishlist_items')
    .set({ state, updated_at: now })
    .where('customer_id', '=', customerId)
    .where('sku', '=', sku)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NotFound();
}
