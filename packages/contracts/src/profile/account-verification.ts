import { z } from 'zod';

/**
 * Account verification (spec sections 2, 4 and 7): a customer without credentials proves who
 * they are by one of these, and on success gets the set-password mail at the stored address.
 */
export const VerificationMethod = z.enum(['ORDER_NUMBER', 'CUSTOMER_NUMBER', 'ADDRESS']);
export type VerificationMethod = z.infer<typeof VerificationMethod>;

const text = (max: number) => z.string().trim().min(1).max(max);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** POST customers/verify, snake_case on the wire. */
export const AccountVerificationRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('ORDER_NUMBER'), order_number: text(20) }),
  z.object({ method: z.literal('CUSTOMER_NUMBER'), customer_number: text(20) }),
  z.object({
    method: z.literal('ADDRESS'),
    street: text(100),
    street_number: text(20),
    zip_code: text(10),
    date_of_birth: z.string().regex(ISO_DATE),
  }),
]);
export type AccountVerificationRequest = z.input<typeof AccountVerificationRequest>;

/** VERIFIED leads to the success page, anything else to customer-service verification (spec section 4). */
export const VerificationStatus = z.enum(['VERIFIED', 'NOT_VERIFIED']);
export type VerificationStatus = z.infer<typeof VerificationStatus>;
export const AccountVerificationResult = z.object({ status: VerificationStatus });
export type AccountVerificationResult = z.infer<typeof AccountVerificationResult>;
