import type { ErrorKey } from '../shared/errors';

/**
 * The fields of a delivery address (spec section 5), in the order forms show them. Post and
 * station number are the DHL Packstation's; `addressAddition` is the additional line.
 */
export const addressFieldNames = [
  'salutation',
  'firstName',
  'lastName',
  'street',
  'streetNumber',
  'addressAddition',
  'zipCode',
  'city',
  'countryCode',
  'phone',
  'postNumber',
  'stationNumber',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

/**
 * Which field a server refusal (spec section 8, `INVALID_*`) belongs to, so forms show it at the
 * field and in the error summary. One map for create account and the addresses area.
 */
export const addressFieldOfErrorKey = {
  INVALID_SALUTATION: 'salutation',
  INVALID_FIRST_NAME: 'firstName',
  INVALID_LAST_NAME: 'lastName',
  INVALID_STREET: 'street',
  INVALID_STREET_NUMBER: 'streetNumber',
  INVALID_ADDRESS_ADDITION: 'addressAddition',
  INVALID_ZIP_CODE: 'zipCode',
  INVALID_CITY: 'city',
  INVALID_COUNTRY_CODE: 'countryCode',
  INVALID_PHONE: 'phone',
  INVALID_POST_NUMBER: 'postNumber',
  INVALID_STATION_NUMBER: 'stationNumber',
} as const satisfies Partial<Record<ErrorKey, AddressFieldName>>;

export function addressFieldOf(errorKey: ErrorKey | null | undefined): AddressFieldName | null {
  if (!errorKey || !(errorKey in addressFieldOfErrorKey)) return null;
  return addressFieldOfErrorKey[errorKey as keyof typeof addressFieldOfErrorKey];
}
