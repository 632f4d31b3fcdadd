import { z } from 'zod';
import { ProductVariant } from '../products/products';
import { WishlistStockReminderState } from './stock-reminder';

/** Spec section 4: an item leaves the wishlist as deleted or moved to the basket. */
export const WishlistItemState = z.enum(['movedToBasket', 'deleted']);
export type WishlistItemState = z.infer<typeof WishlistItemState>;

/** Spec section 3's wishlist item: the product with the variant the customer chose. */
export const WishlistItem = z.object({
  baseProductNo: z.string(),
  name: z.string(),
  brand: z.string(),
  imagePath: z.string(),
  variant: ProductVariant,
  stockLevel: z.number().int(),
  addedAt: z.string(),
  /**
   * An addition: the customer's stock reminder for the product, null without one. A service that
   * leaves it out gets no reminder state shown.
   */
  stockReminder: WishlistStockReminderState.nullable().optional(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const Wishlist = z.object({ items: z.array(WishlistItem) });
export type Wishlist = z.infer<typeof Wishlist>;

export const WishlistItemQuery = z.object({ sku: z.string().min(1).max(64) });
export const WishlistItemPatch = z.object({ state: WishlistItemState });
