import { z } from 'zod';

/**
 * A wishlist item's stock reminder ("Benachrichtigen, wenn verfügbar"): PENDING while the
 * double-opt-in mail waits for its confirmation, CONFIRMED once confirmed; null without one.
 */
export const WishlistStockReminderState = z.enum(['PENDING', 'CONFIRMED']);
export type WishlistStockReminderState = z.infer<typeof WishlistStockReminderState>;

/** Which product of the wishlist the reminder is for (snake_case in, as every request). */
export const WishlistStockReminderRequest = z.object({
  base_product_no: z.string().regex(/^\d{1,12}$/),
});
export type WishlistStockReminderRequest = z.input<typeof WishlistStockReminderRequest>;

export const WishlistStockReminder = z.object({ stockReminder: WishlistStockReminderState });
export type WishlistStockReminder = z.infer<typeof WishlistStockReminder>;
