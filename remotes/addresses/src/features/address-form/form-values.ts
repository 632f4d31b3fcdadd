import {
  countriesWithParcelPoints,
  deliveryAddressErrors,
  type CheckedAddress,
  type CountryCode,
  type DeliveryAddress,
  type ParcelPointKind,
} from '@account/contracts';
import type { DeliveryAddressInput } from '@account/api-client/addresses';
import { addressCorrections, type AddressCorrection } from '../../components/address-corrections';

/** The pick-up points the form offers; Paketshop and Poststation come only from older data. */
export const formKinds = ['POSTAL', 'PACKSTATION', 'POSTFILIALE'] as const;
export type FormKind = (typeof formKinds)[number];

export interface DeliveryAddressForm {
  kind: FormKind;
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  streetNumber: string;
  addressAddition: string;
  stationNumber: string;
  postNumber: string;
  zipCode: string;
  city: string;
  countryCode: string;
  phone: string;
}

/** Order of the error summary: as the fields appear. */
export const formFields = [
  'salutation',
  'firstName',
  'lastName',
  'street',
  'streetNumber',
  'addressAddition',
  'stationNumber',
  'postNumber',
  'zipCode',
  'city',
  'countryCode',
  'phone',
] as const;

/** A pick-up point only where DHL has them; elsewhere the form is a postal address. */
export const parcelPointOf = (values: DeliveryAddressForm): ParcelPointKind | null =>
  values.kind !== 'POSTAL' && countriesWithParcelPoints.includes(values.countryCode as CountryCode)
    ? values.kind
    : null;

export const formErrors = (values: DeliveryAddressForm) =>
  deliveryAddressErrors({ ...values, parcelPointKind: parcelPointOf(values) });

export function emptyForm(country: CountryCode): DeliveryAddressForm {
  return {
    kind: 'POSTAL',
    salutation: '',
    firstName: '',
    lastName: '',
    street: '',
    streetNumber: '',
    addressAddition: '',
    stationNumber: '',
    postNumber: '',
    zipCode: '',
    city: '',
    countryCode: country,
    phone: '',
  };
}

export function formOf(address: DeliveryAddress): DeliveryAddressForm {
  const kind = address.dhloptions?.parcelPointKind;
  return {
    kind: kind === 'PACKSTATION' || kind === 'POSTFILIALE' ? kind : kind ? 'POSTFILIALE' : 'POSTAL',
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.dhloptions ? '' : address.street,
    streetNumber: address.dhloptions ? '' : address.streetNumber,
    addressAddition: address.addressAddition ?? '',
    stationNumber: address.dhloptions?.stationNumber ?? '',
    postNumber: address.dhloptions?.postNumber ?? '',
    zipCode: address.zipCode,
    city: address.city,
    countryCode: address.countryCode,
    phone: address.phone ?? '',
  };
}

/** What the address check compares: for a pick-up point, its kind and station as street. */
export function checkedPartOf(values: DeliveryAddressForm, kindLabel: string): CheckedAddress {
  const parcelPoint = parcelPointOf(values);
  return {
    street: parcelPoint ? kindLabel : values.street,
    streetNumber: parcelPoint ? values.stationNumber : values.streetNumber,
    zipCode: values.zipCode,
    city: values.city,
    countryCode: values.countryCode as CountryCode,
  };
}

/** What an address-check recommendation corrects: a pick-up point keeps its station as street. */
export const correctedFields = (values: DeliveryAddressForm): readonly AddressCorrection[] =>
  parcelPointOf(values) ? ['zipCode', 'city'] : addressCorrections;

export function toRequest(
  values: DeliveryAddressForm,
  id: string | undefined,
): DeliveryAddressInput {
  const parcelPoint = parcelPointOf(values);
  return {
    ...(id ? { id } : {}),
    salutation: values.salutation,
    firstName: values.firstName,
    lastName: values.lastName,
    street: parcelPoint ? '' : values.street,
    streetNumber: parcelPoint ? '' : values.streetNumber,
    ...(values.addressAddition && !parcelPoint ? { addressAddition: values.addressAddition } : {}),
    zipCode: values.zipCode,
    city: values.city,
    countryCode: values.countryCode,
    ...(values.phone ? { phone: values.phone } : {}),
    parcelPointKind: parcelPoint,
    ...(parcelPoint ? { stationNumber: values.stationNumber, postNumber: values.postNumber } : {}),
  };
}
