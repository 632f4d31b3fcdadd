// Zod-free, so the API client (in the host's startup chunk) can import the lists without zod.

/**
 * Spec section 3's payment methods plus the installment purchase (Ratenkauf) some customers have
 * on contract. INVALID_METHOD stands for a method the shop no longer offers.
 */
export const paymentMethodTypes = [
  'PAYPAL',
  'INVOICE',
  'DIRECT_DEBIT',
  'INSTALLMENT',
  'INVALID_METHOD',
] as const;

/** Spec section 3: the preferred payment method is DIRECT_DEBIT or INVOICE, nothing else. */
export const preferablePaymentMethods = ['DIRECT_DEBIT', 'INVOICE'] as const;
