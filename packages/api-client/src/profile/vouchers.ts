import { addresses } from '@account/contracts';
import type { AllVouchers, Vouchers } from '@account/contracts';
import { call } from '@account/api-client';

/** The customer's vouchers to redeem; a new customer's welcome voucher comes first. */
export function getVouchers(): Promise<Vouchers> {
  return call(addresses.customer.vouchers);
}

/** Meine Gutscheine: every voucher with its state, usable ones first. */
export function getAllVouchers(): Promise<AllVouchers> {
  return call(addresses.customer.allVouchers);
}
