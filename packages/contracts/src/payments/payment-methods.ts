import { z } from 'zod';
import { StepUpPassword } from '../shared/step-up';
import { paymentMethodTypes, preferablePaymentMethods } from './payment-method-types';

export const PaymentMethodType = z.enum(paymentMethodTypes);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

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
 * never preferable (Ratenkauf, PayPal) with its own error key rather than BAD_REQUEST. A change
 * carries the step-up password once the service asked for it (issue 33); optional for the client.
 */
export const PreferredPaymentRequest = z.object({
  preferred_payment_method: z.string().min(1),
  password: StepUpPassword,
});

export const PreferredPayment = z.object({ preferredPaymentMethod: PreferredPaymentMethod });
export type PreferredPayment = z.infer<typeof PreferredPayment>;
