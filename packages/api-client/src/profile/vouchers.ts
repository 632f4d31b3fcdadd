import { addresses } from '@account/contracts';
import type { Vouchers } from '@account/contracts';
import { call } from '@account/api-client';

/** The customer's vouchers to redeem; a new customer's welcome voucher comes first. */
export function getVouchers(): Promise<Vouchers> {
  return call(addresses.customer.vouchers);
}
