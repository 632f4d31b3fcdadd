import {
  addresses,
  normalizeIban,
  paymentMethodTypes,
  type BankDetails,
  type BankDetailsAnswer,
  type IbanValidation,
  type PaymentMethodType,
  type PaymentMethods,
  type PreferredPaymentMethod,
} from '@account/contracts';
import { call } from '@account/api-client';

/** A method this client does not know (a newer service) shows as INVALID_METHOD, never breaks the page. */
const knownMethod = (method: string): PaymentMethodType =>
  (paymentMethodTypes as readonly string[]).includes(method)
    ? (method as PaymentMethodType)
    : 'INVALID_METHOD';

function withKnownMethods(answer: PaymentMethods): PaymentMethods {
  return {
    ...answer,
    paymentMethods: answer.paymentMethods.map((entry) => ({
      ...entry,
      method: knownMethod(entry.method),
    })),
  };
}

/** Spec section 3: the response is `bankDetails` or `bankingDetails`. */
const bankDetailsOf = (answer: BankDetailsAnswer | null | undefined): BankDetails | null =>
  answer?.bankDetails ?? answer?.bankingDetails ?? null;

/** GET user/payment-methods: the methods the customer has and the preferred one. */
export async function getPaymentMethods(): Promise<PaymentMethods> {
  return withKnownMethods(await call(addresses.payment.paymentMethods));
}

/** PATCH user/preferred-payment {preferredPaymentMethod}. */
/** The password only once the service asked for it (403 PASSWORD_REQUIRED, step-up; issue 33). */
export async function setPreferredPayment(
  preferredPaymentMethod: PreferredPaymentMethod,
  password?: string,
): Promise<PaymentMethods> {
  return withKnownMethods(
    await call(addresses.payment.setPreferredPayment, {
      body: { preferredPaymentMethod, password },
    }),
  );
}

export async function getBankDetails(): Promise<BankDetails | null> {
  return bankDetailsOf(await call(addresses.payment.bankDetails));
}

/** POST iban/validation: checksum and bank; the IBAN goes out upper case without spaces. */
export function validateIban(iban: string): Promise<IbanValidation> {
  return call(addresses.payment.validateIban, { body: { iban: normalizeIban(iban) } });
}

export interface BankDetailsInput {
  accountHolder: string;
  iban: string;
  /** Only when the service asked for it (403 PASSWORD_REQUIRED); an addition to the spec. */
  password?: string | undefined;
}

/** POST user/banking-details, snake_case on the wire. */
export async function saveBankDetails({
  accountHolder,
  iban,
  password,
}: BankDetailsInput): Promise<BankDetails | null> {
  return bankDetailsOf(
    await call(addresses.payment.saveBankDetails, {
      body: { accountHolder: accountHolder.trim(), iban: normalizeIban(iban), password },
    }),
  );
}

/** DELETE user/banking-details; a body only when the password is sent again. */
export async function deleteBankDetails(password?: string): Promise<void> {
  await call(addresses.payment.deleteBankDetails, { ...(password ? { body: { password } } : {}) });
}
