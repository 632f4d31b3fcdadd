import type { CountryCode } from '../shared/locale';

export interface ComparableAddress {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
}

const fold = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * Spec section 7: the address check's first result is compared with the input; only a real
 * difference opens the recommendation (white space the customer typed around a word is none).
 */
export function differsFromInput(input: ComparableAddress, first: ComparableAddress): boolean {
  return (['street', 'streetNumber', 'zipCode', 'city', 'countryCode'] as const).some(
    (key) => fold(input[key]) !== fold(first[key]),
  );
}
