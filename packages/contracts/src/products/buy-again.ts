import { z } from 'zod';
import { BasketItem } from './basket';

/**
 * POST basket/buy-again (issue 26): the items of one of the customer's orders go into the basket
 * of the shop session (X-SessionId) in the quantities ordered; `item_ids` picks single items,
 * without it the whole order.
 */
export const BuyAgainBody = z.object({
  order_number: z.string().min(1).max(40),
  item_ids: z.array(z.string().min(1).max(64)).min(1).max(100).optional(),
});
export type BuyAgainBody = z.input<typeof BuyAgainBody>;

/** Why an item could not go into the basket: out of stock, or no longer sold in the shop. */
export const buyAgainRefusals = ['SOLD_OUT', 'DISCONTINUED'] as const;
export type BuyAgainRefusal = (typeof buyAgainRefusals)[number];

const BoughtItem = z.object({
  /** The order item ids of this variant (a partial return splits a line in two). */
  itemIds: z.array(z.string()),
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int(),
});

export const BuyAgainResult = z.object({
  /** The basket afterwards. */
  items: z.array(BasketItem),
  added: z.array(BoughtItem),
  unavailable: z.array(BoughtItem.extend({ reason: z.enum(buyAgainRefusals) })),
});
export type BuyAgainResult = z.infer<typeof BuyAgainResult>;
