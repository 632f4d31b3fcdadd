import type { Vouchers } from '@account/contracts';
import { request } from '../request';

/** The customer's vouchers to redeem; a new customer's welcome voucher comes first. */
export function getVouchers(): Promise<Vouchers> {
  return request('customer', 'user/vouchers');
}
