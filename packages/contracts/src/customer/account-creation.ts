import { z } from 'zod';
import { Salutation } from '../addresses/delivery-address';
import { LoggedInUser } from './customer';
import { NewPassword } from './password';

/** Account flow names of spec section 9; they decide where set-password leads afterwards. */
export const AccountFlowName = z.enum([
  'checkout',
  'createAccount',
  'checkoutLightAccount',
  'accountLightAccount',
]);
export type AccountFlow = z.infer<typeof AccountFlowName>;

/**
 * Spec section 9's prefix `VIS_`, beside the flow names: the shop outside the account area names
 * the flows with it (`VIS_checkoutLightAccount`) in the links it sends. Read either way, always
 * answered bare (issue 24,
 * docs/decisions/033-reference-data-and-the-rest-of-the-spec.md).
 */
export const ACCOUNT_FLOW_PREFIX = 'VIS_';

const withoutFlowPrefix = (value: unknown) =>
  typeof value === 'string' && value.startsWith(ACCOUNT_FLOW_PREFIX)
    ? value.slice(ACCOUNT_FLOW_PREFIX.length)
    : value;

/** An account flow as a link or a stored token names it, with or without the prefix. */
export const AccountFlow = z.preprocess(withoutFlowPrefix, AccountFlowName);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST user/create-account (spec section 3), snake_case on the wire. Fields are only typed here:
 * the service checks their content and answers the spec's per-field error keys.
 */
export const CreateAccountRequest = z.object({
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  street_number: z.string(),
  city: z.string(),
  zip_code: z.string(),
  address_addition: z.string().optional(),
  date_of_birth: z.string().regex(ISO_DATE),
  email: z.string(),
  password: NewPassword.optional(),
  newsletter_consent: z.boolean().default(false),
  social_registration: z.boolean().default(false),
  /**
   * Addition (issue 21): the salutation the delivery address needs. With it the registration
   * address becomes the first delivery address; without it the account has none, as before.
   */
  salutation: Salutation.optional(),
  /**
   * Addition (issue 21): with social_registration, the token SOCIAL_LOGIN_CUSTOMER_NOT_FOUND
   * handed out. The account is opened with the provider linked, the provider's verified e-mail
   * and no password, and is logged in at once.
   */
  social_sign_up_token: z.string().min(1).max(256).optional(),
});
export type CreateAccountRequest = z.input<typeof CreateAccountRequest>;

/** POST user/create-light-account: a light account has names and an e-mail only. */
export const CreateLightAccountRequest = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  newsletter_consent: z.boolean().default(false),
});
export type CreateLightAccountRequest = z.input<typeof CreateLightAccountRequest>;

/**
 * What create-account and create-light-account answer: the e-mail the opt-in mail went to, and
 * the logged-in customer when a full account chose its password at once (otherwise null).
 */
export const AccountCreated = z.object({
  email: z.string(),
  customerType: z.enum(['FULL', 'LIGHT']),
  user: LoggedInUser.nullable(),
});
export type AccountCreated = z.infer<typeof AccountCreated>;

export const ResendActivationRequest = z.object({ username: z.string().min(1) });

export const LightAccountActivationQuery = z.object({
  username: z.string().min(1),
  origin: AccountFlow.default('accountLightAccount'),
});

/** Whether the light account of an activation link still waits for its password. */
export const LightAccountActivation = z.object({ passwordRequired: z.boolean() });
export type LightAccountActivation = z.infer<typeof LightAccountActivation>;
