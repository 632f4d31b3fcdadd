import type { CountryCode } from '../shared/locale';
import type { ErrorKey } from '../shared/errors';

/** Letters of any alphabet, with the separators names really contain; "no special characters" (spec section 5). */
const NAME = /^\p{L}[\p{L}\p{M} .'-]{0,49}$/u;
const STREET = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .'-]{0,59}$/u;
const STREET_NUMBER = /^\d{1,5}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,5}\s?[a-zA-Z]?)?$/;
const CITY = /^\p{L}[\p{L}\p{M} .'()/-]{0,49}$/u;
const ADDRESS_ADDITION = /^[\p{L}\p{M}\p{N} .,'/-]{0,60}$/u;

/** DECISIONS.md: the zip code follows the country (DE five digits, AT and CH four). */
export const ZIP_CODE: Record<CountryCode, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
};

export const isValidName = (value: string) => NAME.test(value.trim());
export const isValidStreet = (value: string) => STREET.test(value.trim());
export const isValidStreetNumber = (value: string) => STREET_NUMBER.test(value.trim());
export const isValidCity = (value: string) => CITY.test(value.trim());
export const isValidAddressAddition = (value: string) => ADDRESS_ADDITION.test(value.trim());
export const isValidZipCode = (value: string, country: CountryCode) =>
  ZIP_CODE[country].test(value.trim());

/** DECISIONS.md: at least 18 on the day of entry; `date` is yyyy-mm-dd. */
export function isAdult(date: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (
    born.getUTCFullYear() !== year ||
    born.getUTCMonth() !== month - 1 ||
    born.getUTCDate() !== day
  )
    return false;
  const eighteenth = Date.UTC(year + 18, month - 1, day);
  return (
    eighteenth <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) && year >= 1900
  );
}

/** A form's dd.mm.yyyy as the yyyy-mm-dd that is sent (spec section 5); null when it is no date. */
export function birthDateToIso(value: string): string | null {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [day, month, year] = match.slice(1) as [string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export interface AddressFields {
  firstName: string;
  lastName: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  addressAddition?: string | undefined;
}

/** The first field that breaks its rule, as the server error key of spec section 8; null when all pass. */
export function invalidAddressField(fields: AddressFields, country: CountryCode): ErrorKey | null {
  if (!isValidName(fields.firstName)) return 'INVALID_FIRST_NAME';
  if (!isValidName(fields.lastName)) return 'INVALID_LAST_NAME';
  if (!isValidStreet(fields.street)) return 'INVALID_STREET';
  if (!isValidStreetNumber(fields.streetNumber)) return 'INVALID_STREET_NUMBER';
  if (!isValidZipCode(fields.zipCode, country)) return 'INVALID_ZIP_CODE';
  if (!isValidCity(fields.city)) return 'INVALID_CITY';
  if (fields.addressAddition && !isValidAddressAddition(fields.addressAddition))
    return 'INVALID_ADDRESS_ADDITION';
  return null;
}
