import { z } from 'zod';

/** POST stock-reminders: the shop's "notify me" button on a sold-out product. */
export const StockReminderRequest = z.object({
  email: z.email().max(254),
  base_product_no: z.string().regex(/^\d{1,12}$/),
});
export type StockReminderRequest = z.input<typeof StockReminderRequest>;

/** What confirm and unsubscribe answer: the product the reminder is for. */
export const StockReminder = z.object({
  baseProductNo: z.string(),
  productName: z.string(),
  status: z.enum(['CONFIRMED', 'UNSUBSCRIBED']),
});
export type StockReminder = z.infer<typeof StockReminder>;
