import { getBankDetails, getPaymentMethods } from '@account/api-client/payments';
import type { BankDetails, PaymentMethods } from '@account/contracts';
import { useAsync } from '@account/ui';

export interface PaymentOverview {
  methods: PaymentMethods;
  bankDetails: BankDetails | null;
}

/** Both at once: whether direct debit can be preferred depends on the bank details. */
export async function loadPaymentOverview(): Promise<PaymentOverview> {
  const [methods, bankDetails] = await Promise.all([getPaymentMethods(), getBankDetails()]);
  return { methods, bankDetails };
}

export function usePaymentOverview() {
  return useAsync(loadPaymentOverview, 'payment-overview');
}
