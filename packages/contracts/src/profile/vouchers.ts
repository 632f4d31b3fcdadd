import { z } from 'zod';
import { Currency } from '../orders/orders';

/** Voucher types of spec section 3. */
export const VoucherType = z.enum(['PERCENTAGE', 'VALUE', 'FREE_SHIPPING']);
export type VoucherType = z.infer<typeof VoucherType>;

/**
 * GET user/vouchers (an addition: the spec names the types, not the call). `value` is cents for
 * VALUE, whole percent for PERCENTAGE and null for FREE_SHIPPING; `minimumOrderValue` in cents.
 */
export const Voucher = z.object({
  code: z.string(),
  type: VoucherType,
  value: z.number().int().nullable(),
  currency: Currency,
  minimumOrderValue: z.number().int().nullable(),
  /** Last day it can be redeemed, yyyy-mm-dd. */
  validUntil: z.string(),
  welcome: z.boolean(),
});
export type Voucher = z.infer<typeof Voucher>;

export const Vouchers = z.object({ vouchers: z.array(Voucher) });
export type Vouchers = z.infer<typeof Vouchers>;
