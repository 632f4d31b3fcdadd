import { z } from 'zod';

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
export const PaymentMethodType = z.enum(paymentMethodTypes);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

/** Spec section 3: the preferred payment method is DIRECT_DEBIT or INVOICE, nothing else. */
export const preferablePaymentMethods = ['DIRECT_DEBIT', 'INVOICE'] as const;
export const PreferredPaymentMethod = z.enum(preferablePaymentMethods);
export type PreferredPaymentMethod = z.infer<typeof PreferredPaymentMethod>;

export const PaymentMethod = z.object({
  method: PaymentMethodType,
  /** Whether it can be made the preferred method (never PayPal, Ratenkauf or an invalid one). */
  preferable: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** GET user/payment-methods (payment service): the overview of the payment methods page. */
export const PaymentMethods = z.object({
  paymentMethods: z.array(PaymentMethod),
  preferredPaymentMethod: PreferredPaymentMethod.nullable(),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

/**
 * PATCH user/preferred-payment. Any string is taken, so the service can answer a method that is
 * never preferable (Ratenkauf, PayPal) with its own error key rather than BAD_REQUEST.
 */
export const PreferredPaymentRequest = z.object({
  preferred_payment_method: z.string().min(1),
});

export const PreferredPayment = z.object({ preferredPaymentMethod: PreferredPaymentMethod });
export type PreferredPayment = z.infer<typeof PreferredPayment>;
