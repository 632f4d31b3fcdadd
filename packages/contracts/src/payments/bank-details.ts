import { z } from 'zod';
import { StepUpPassword, StepUpRequest } from '../shared/step-up';

/** Spec section 3: account holder, bank name and the IBAN masked but for its last four characters. */
export const BankDetails = z.object({
  accountHolder: z.string(),
  /** Derived from the bank code by the service; null for a bank its directory does not list. */
  bankName: z.string().nullable(),
  maskedIban: z.string(),
});
export type BankDetails = z.infer<typeof BankDetails>;

/**
 * GET/POST/DELETE user/banking-details answer `bankDetails`; older service versions answer
 * `bankingDetails` (spec section 3), so the client reads both.
 */
export const BankDetailsAnswer = z.object({
  bankDetails: BankDetails.nullable().optional(),
  bankingDetails: BankDetails.nullable().optional(),
});
export type BankDetailsAnswer = z.infer<typeof BankDetailsAnswer>;

/** POST user/banking-details, snake_case on the wire (spec section 7). */
export const BankDetailsRequest = z.object({
  account_holder: z.string().trim().min(1).max(70),
  iban: z.string().min(1).max(64),
  password: StepUpPassword,
});

/** DELETE user/banking-details: a body only for the password re-entry. */
export const DeleteBankDetailsRequest = StepUpRequest;

/** POST iban/validation. */
export const IbanValidationRequest = z.object({ iban: z.string().min(1).max(64) });

/**
 * A valid IBAN's bank, and the IBAN masked as every answer has it. The BIC is an addition to the
 * spec's contract (issue 24,
 * docs/decisions/033-reference-data-and-the-rest-of-the-spec.md): optional, null for a bank without one.
 */
export const IbanValidation = z.object({
  bankName: z.string().nullable(),
  bic: z.string().nullable().optional(),
  maskedIban: z.string(),
});
export type IbanValidation = z.infer<typeof IbanValidation>;
