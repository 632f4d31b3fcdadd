import { isValidPhoneNumber, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';
import type { AddressFieldName } from '../customer/address-field-names';
import { ZIP_CODE } from '../customer/account-fields';
import type { ErrorKey } from '../shared/errors';
import type { CountryCode } from '../shared/locale';

/**
 * "No special characters" (spec section 5), defined for the addresses area: letters (with
 * umlauts, ß and accents of neighbouring languages), digits, space and `. - ' /`. Apostrophes
 * and hyphens occur in names (D'Angelo, Meier-Lüdenscheid), slashes in numbers (12/3).
 */
const ADDRESS_TEXT = /^[\p{L}\p{M}\p{N} .\-'/]*$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Station (Packstation, Postfiliale …) number: 3 digits; DHL post number: 6 to 10 digits. */
export const STATION_NUMBER = /^\d{3}$/;
export const POST_NUMBER = /^\d{6,10}$/;

/** The documented limit of active (not deleted) delivery addresses per customer. */
export const MAX_DELIVERY_ADDRESSES = 10;

export const parcelPointKinds = ['PACKSTATION', 'POSTFILIALE', 'PAKETSHOP', 'POSTSTATION'] as const;
export type ParcelPointKindName = (typeof parcelPointKinds)[number];

/** Pick-up points are DHL's, so only German addresses can be one (spec section 5 refuses the rest). */
export const countriesWithParcelPoints: readonly CountryCode[] = ['DE'];

/** Words that make a street a pick-up point; such an address is never a billing address. */
const PARCEL_POINT_STREET = /\b(packstation|postfiliale|paketshop|poststation|postfach)\b/iu;

export const isAddressText = (value: string) =>
  ADDRESS_TEXT.test(value) && HAS_LETTER_OR_DIGIT.test(value);
export const isParcelPointStreet = (street: string) => PARCEL_POINT_STREET.test(street);
export const isValidStationNumber = (value: string) => STATION_NUMBER.test(value.trim());
export const isValidPostNumber = (value: string) => POST_NUMBER.test(value.trim());
/**
 * DECISIONS.md: phones per country through libphonenumber-js, national or +-international, with
 * its full metadata cut to DE, AT and CH (phone-metadata.json, held to the package by its test).
 */
export const isValidPhone = (value: string, country: CountryCode) =>
  isValidPhoneNumber(value.trim(), country, metadata as unknown as MetadataJson);
/** DECISIONS.md zip rule: DE five digits, AT and CH four. */
export const isValidZip = (value: string, country: CountryCode) =>
  ZIP_CODE[country].test(value.trim());

/** What the delivery-address form and service check (camelCase; the wire is snake_case). */
export interface DeliveryAddressInput {
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  streetNumber: string;
  addressAddition?: string | undefined;
  zipCode: string;
  city: string;
  countryCode: string;
  phone?: string | undefined;
  parcelPointKind?: ParcelPointKindName | null | undefined;
  postNumber?: string | undefined;
  stationNumber?: string | undefined;
}

export type AddressFieldErrors = Partial<Record<AddressFieldName, ErrorKey>>;

/** The countries an address (delivery or billing) may be in: the shops' own (zod-free list). */
export const addressCountries: readonly CountryCode[] = ['DE', 'AT', 'CH'];

const isCountry = (value: string): value is CountryCode =>
  (addressCountries as readonly string[]).includes(value);

function textError(value: string | undefined, required: boolean, max: number): boolean {
  const text = (value ?? '').trim();
  if (!text) return required;
  return text.length > max || !isAddressText(text);
}

/**
 * Every field that breaks a rule of spec section 5, keyed by field, with the server's error key.
 * The form shows them all at once; the service answers the first (in form order).
 */
export function deliveryAddressErrors(input: DeliveryAddressInput): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const country = isCountry(input.countryCode) ? input.countryCode : null;
  const parcelPoint = Boolean(input.parcelPointKind);
  if (!['MR', 'MS', 'FAMILY'].includes(input.salutation)) errors.salutation = 'INVALID_SALUTATION';
  if (textError(input.firstName, true, 50)) errors.firstName = 'INVALID_FIRST_NAME';
  if (textError(input.lastName, true, 50)) errors.lastName = 'INVALID_LAST_NAME';
  if (!parcelPoint) {
    if (textError(input.street, true, 60) || isParcelPointStreet(input.street))
      errors.street = 'INVALID_STREET';
    if (textError(input.streetNumber, true, 10) || !/\d/.test(input.streetNumber))
      errors.streetNumber = 'INVALID_STREET_NUMBER';
    if (textError(input.addressAddition, false, 60))
      errors.addressAddition = 'INVALID_ADDRESS_ADDITION';
  }
  if (!country || (parcelPoint && !countriesWithParcelPoints.includes(country)))
    errors.countryCode = 'INVALID_COUNTRY_CODE';
  if (country && !isValidZip(input.zipCode, country)) errors.zipCode = 'INVALID_ZIP_CODE';
  if (textError(input.city, true, 50)) errors.city = 'INVALID_CITY';
  if (input.phone?.trim() && (!country || !isValidPhone(input.phone, country)))
    errors.phone = 'INVALID_PHONE';
  if (parcelPoint) {
    if (!isValidStationNumber(input.stationNumber ?? ''))
      errors.stationNumber = 'INVALID_STATION_NUMBER';
    // The post number identifies the customer at DHL; a Packstation cannot be used without it.
    const postNumber = (input.postNumber ?? '').trim();
    if ((input.parcelPointKind === 'PACKSTATION' || postNumber) && !isValidPostNumber(postNumber))
      errors.postNumber = 'INVALID_POST_NUMBER';
  }
  return errors;
}

export interface BillingAddressInput {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  countryCode: string;
}

/** The billing address form (spec section 3): never a pick-up point (spec section 5). */
export function billingAddressErrors(input: BillingAddressInput): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const country = isCountry(input.countryCode) ? input.countryCode : null;
  if (textError(input.street, true, 60) || isParcelPointStreet(input.street))
    errors.street = 'INVALID_STREET';
  if (textError(input.streetNumber, true, 10) || !/\d/.test(input.streetNumber))
    errors.streetNumber = 'INVALID_STREET_NUMBER';
  if (!country) errors.countryCode = 'INVALID_COUNTRY_CODE';
  if (country && !isValidZip(input.zipCode, country)) errors.zipCode = 'INVALID_ZIP_CODE';
  if (textError(input.city, true, 50)) errors.city = 'INVALID_CITY';
  return errors;
}
