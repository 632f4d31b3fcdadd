import {
  addressFieldNames,
  billingAddressErrors,
  deliveryAddressErrors,
  type AddressFieldErrors,
  type BillingAddressRequest,
  type DeliveryAddressRequest,
} from '@account/contracts';
import type { z } from 'zod';
import type { BillingAddressesTable, DeliveryAddressesTable } from '../../../db/addresses-schema';
import { InvalidInput } from '../../domain-error';

type DeliveryRequest = z.output<typeof DeliveryAddressRequest>;
type BillingRequest = z.output<typeof BillingAddressRequest>;

/** The first broken field in form order, as the spec's `INVALID_*` key (400). */
function refuseFirst(errors: AddressFieldErrors): void {
  const field = addressFieldNames.find((name) => errors[name]);
  if (field) throw new InvalidInput(errors[field]!);
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export type DeliveryAddressFields = Omit<
  DeliveryAddressesTable,
  'id' | 'customer_id' | 'is_default' | 'is_deleted' | 'created_at' | 'updated_at'
>;

/**
 * Checks a delivery address with the rules the form uses (contracts) and returns its columns.
 * A pick-up point's street and number are its kind and station number, as DHL prints them.
 */
export function deliveryAddressFields(body: DeliveryRequest): DeliveryAddressFields {
  const kind = body.parcel_point_kind ?? null;
  refuseFirst(
    deliveryAddressErrors({
      salutation: body.salutation,
      firstName: body.first_name,
      lastName: body.last_name,
      street: body.street,
      streetNumber: body.street_number,
      addressAddition: body.address_addition,
      zipCode: body.zip_code,
      city: body.city,
      countryCode: body.country_code,
      phone: body.phone,
      parcelPointKind: kind,
      postNumber: body.post_number,
      stationNumber: body.station_number,
    }),
  );
  const stationNumber = kind ? body.station_number!.trim() : null;
  return {
    parcel_point_kind: kind,
    salutation: body.salutation as DeliveryAddressFields['salutation'],
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    street: kind ? parcelPointStreet[kind] : body.street.trim(),
    street_number: stationNumber ?? body.street_number.trim(),
    address_addition: kind ? null : optional(body.address_addition),
    zip_code: body.zip_code.trim(),
    city: body.city.trim(),
    country_code: body.country_code as DeliveryAddressFields['country_code'],
    phone: optional(body.phone),
    post_number: kind ? optional(body.post_number) : null,
    station_number: stationNumber,
  };
}

const parcelPointStreet: Record<NonNullable<DeliveryAddressFields['parcel_point_kind']>, string> = {
  PACKSTATION: 'Packstation',
  POSTFILIALE: 'Postfiliale',
  PAKETSHOP: 'Paketshop',
  POSTSTATION: 'Poststation',
};

export type BillingAddressFields = Omit<BillingAddressesTable, 'id' | 'customer_id' | 'updated_at'>;

/** The billing address: never a pick-up point (spec section 5), refused as INVALID_STREET. */
export function billingAddressFields(body: BillingRequest): BillingAddressFields {
  refuseFirst(
    billingAddressErrors({
      street: body.street,
      streetNumber: body.street_number,
      zipCode: body.zip_code,
      city: body.city,
      countryCode: body.country_code,
    }),
  );
  return {
    street: body.street.trim(),
    street_number: body.street_number.trim(),
    zip_code: body.zip_code.trim(),
    city: body.city.trim(),
    country_code: body.country_code as BillingAddressFields['country_code'],
  };
}
