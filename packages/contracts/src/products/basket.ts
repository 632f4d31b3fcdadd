import { z } from 'zod';

/** POST basket/items: spec section 7, always quantity 1 from the account. */
export const BasketItemBody = z.object({
  base_product_no: z.string().min(1).max(32),
  sku: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(10),
});

export const BasketItem = z.object({
  baseProductNo: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
});
export type BasketItem = z.infer<typeof BasketItem>;

export const Basket = z.object({ items: z.array(BasketItem) });
export type Basket = z.infer<typeof Basket>;
