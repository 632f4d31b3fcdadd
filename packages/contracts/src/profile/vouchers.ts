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

/**
 * Where a voucher stands on the customer's shop day: still to redeem, redeemed on an order, or
 * past its last day without being redeemed.
 */
export const VoucherState = z.enum(['USABLE', 'REDEEMED', 'EXPIRED']);
export type VoucherState = z.infer<typeof VoucherState>;

/** A voucher of "Meine Gutscheine": the live one's fields, its state and when it was redeemed. */
export const CustomerVoucher = Voucher.extend({
  state: VoucherState,
  /** The instant it was redeemed (ISO 8601); null while not redeemed. */
  redeemedAt: z.string().nullable(),
});
export type CustomerVoucher = z.infer<typeof CustomerVoucher>;

/** GET user/vouchers/all (an addition): every voucher, usable first. */
export const AllVouchers = z.object({ vouchers: z.array(CustomerVoucher) });
export type AllVouchers = z.infer<typeof AllVouchers>;
