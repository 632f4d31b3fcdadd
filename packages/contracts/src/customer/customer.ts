import { z } from 'zod';
import { CountryCode } from '../shared/locale';
import { PersonalDeliveryAddress } from '../addresses/delivery-address';
import { PreferredPaymentMethod } from '../payments/payment-methods';

export const CustomerType = z.enum(['FULL', 'LIGHT']);

/** The logged-in user of spec section 3. */
export const LoggedInUser = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  customerNumber: z.string(),
  customerId: z.string(),
  customerClass: z.string(),
  customerType: CustomerType,
  countryCode: CountryCode,
  isLightUser: z.boolean(),
  /** Logged in without a password of its own (social login or magic link only): docs/decisions/README.md. */
  isHelloUser: z.boolean().optional(),
  isNewCustomer: z.boolean().optional(),
  /** The billing address's id; null while the customer has none. */
  billingAddressId: z.string().nullable(),
  /** Spec section 3, for tracking: SHA-256 of the lower-cased e-mail, never the address itself. */
  emailHash: z.string().optional(),
  encryptedEmail: z.string().optional(),
  /** Whether the customer allows tracking across devices; only then is emailHash sent. */
  crossDeviceTracking: z.boolean().optional(),
  /** Spec section 3 (issue 11); optional, so a service that leaves it out still logs in. */
  preferredPaymentMethod: PreferredPaymentMethod.nullable().optional(),
});
export type LoggedInUser = z.infer<typeof LoggedInUser>;

export const LoginState = z.discriminatedUnion('state', [
  LoggedInUser.extend({ state: z.literal('LOGGED_IN') }),
  z.object({ state: z.literal('NOT_LOGGED_IN') }),
]);
export type LoginState = z.infer<typeof LoginState>;

/** POST user/login body, snake_case on the wire. */
export const LoginRequest = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  stay_logged_in: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const UsernameCheckQuery = z.object({ username: z.string().min(1) });

/** A known account answers 200 with its type; unknown ones answer 404 with a spec error key. */
export const UsernameCheckResult = z.object({ customerType: CustomerType });
export type UsernameCheckResult = z.infer<typeof UsernameCheckResult>;

/** `true` / `false` in a query string (z.coerce.boolean would read "false" as true). */
const QueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const PersonalDetailsQuery = z.object({
  address_strict_typing: QueryFlag.default(false),
  packstation_mapping: QueryFlag.default(false),
});

export const PersonalDetails = z.object({
  customerNumber: z.string(),
  email: z.string(),
  salutation: z.enum(['MR', 'MS', 'FAMILY']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  careOf: z.string().nullable(),
  countryCode: CountryCode,
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  preferredPaymentMethod: PreferredPaymentMethod.nullable(),
  totalOrders: z.number().int(),
  totalReturnedOrders: z.number().int(),
  deliveryAddress: PersonalDeliveryAddress.nullable(),
});
export type PersonalDetails = z.infer<typeof PersonalDetails>;
