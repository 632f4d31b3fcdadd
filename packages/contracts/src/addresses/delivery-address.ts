import { z } from 'zod';
import { CountryCode } from '../shared/locale';
import { parcelPointKinds } from './address-rules';

export const Salutation = z.enum(['MR', 'MS', 'FAMILY']);
export const ParcelPointKind = z.enum(parcelPointKinds);
export type ParcelPointKind = z.infer<typeof ParcelPointKind>;
/** POSTAL: a street address; DHL_ADDRESS: a pick-up point (spec section 3). */
export const DeliveryAddressType = z.enum(['POSTAL', 'DHL_ADDRESS']);
export type DeliveryAddressType = z.infer<typeof DeliveryAddressType>;

/**
 * POST user/delivery-address/add and POST user/delivery-address (with `id`: saves that address),
 * snake_case on the wire. Only typed here: the service checks content with the shared rules and
 * answers the `INVALID_*` key of the first field that breaks one.
 */
export const DeliveryAddressRequest = z.object({
  id: z.string().optional(),
  salutation: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  street: z.string().default(''),
  street_number: z.string().default(''),
  address_addition: z.string().optional(),
  zip_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string().optional(),
  parcel_point_kind: ParcelPointKind.nullable().optional(),
  post_number: z.string().optional(),
  station_number: z.string().optional(),
});
export type DeliveryAddressRequest = z.input<typeof DeliveryAddressRequest>;

/** A pick-up point's DHL data (`dhloptions`, spec section 3). */
export const DhlOptions = z.object({
  parcelPointKind: ParcelPointKind,
  postNumber: z.string().nullable(),
  stationNumber: z.string(),
});

export const DeliveryAddress = z.object({
  id: z.string(),
  type: DeliveryAddressType,
  salutation: Salutation,
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  addressAddition: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: CountryCode,
  phone: z.string().nullable(),
  isDefault: z.boolean(),
  isDeleted: z.boolean(),
  isDhlDeliveryAddressPostNumberValid: z.boolean(),
  dhloptions: DhlOptions.nullable(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/**
 * The preferred address in user/personal-details: `type` only with address_strict_typing,
 * `dhloptions` only with packstation_mapping (without it a pick-up point comes flattened, the
 * post number in the additional line, as older clients read it).
 */
export const PersonalDeliveryAddress = DeliveryAddress.extend({
  type: DeliveryAddressType.optional(),
  dhloptions: DhlOptions.nullable().optional(),
});
export type PersonalDeliveryAddress = z.infer<typeof PersonalDeliveryAddress>;

export const BillingAddress = z.object({
  id: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: CountryCode,
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** GET user/delivery-address: deleted addresses are listed too, to be restored. */
export const DeliveryAddressList = z.object({
  isCreateAllowed: z.boolean(),
  preferredAddressId: z.string().nullable(),
  deliveryAddresses: z.array(DeliveryAddress),
  billingAddress: BillingAddress.nullable(),
});
export type DeliveryAddressList = z.infer<typeof DeliveryAddressList>;

/** POST user/invoice-address (and user/invoice-addresses). */
export const BillingAddressRequest = z.object({
  street: z.string(),
  street_number: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country_code: z.string(),
});
export type BillingAddressRequest = z.input<typeof BillingAddressRequest>;

/** The address-check service's call (spec section 7): the result is a list, best first. */
export const AddressCheckRequest = z.object({
  street: z.string(),
  street_number: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country_code: CountryCode,
});
export type AddressCheckRequest = z.input<typeof AddressCheckRequest>;

export const CheckedAddress = z.object({
  street: z.string(),
  streetNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: CountryCode,
});
export type CheckedAddress = z.infer<typeof CheckedAddress>;
export const AddressCheckResult = z.array(CheckedAddress);
