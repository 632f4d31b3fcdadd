import type { Selectable } from 'kysely';
import type { ParcelPointKind } from '@account/contracts';

/** A delivery address; a pick-up point has a kind and its station (and post) number. */
export interface DeliveryAddressesTable {
  id: string;
  customer_id: string;
  parcel_point_kind: ParcelPointKind | null;
  salutation: 'MR' | 'MS' | 'FAMILY';
  first_name: string;
  last_name: string;
  street: string;
  street_number: string;
  address_addition: string | null;
  zip_code: string;
  city: string;
  country_code: 'DE' | 'AT' | 'CH';
  phone: string | null;
  post_number: string | null;
  station_number: string | null;
  /** The preferred address; at most one per customer (set in one transaction). */
  is_default: number;
  is_deleted: number;
  created_at: number;
  updated_at: number;
}

/** The billing address; one per customer, its id is the logged-in user's billingAddressId. */
export interface BillingAddressesTable {
  id: string;
  customer_id: string;
  street: string;
  street_number: string;
  zip_code: string;
  city: string;
  country_code: 'DE' | 'AT' | 'CH';
  updated_at: number;
}

export type DeliveryAddressRow = Selectable<DeliveryAddressesTable>;
export type BillingAddressRow = Selectable<BillingAddressesTable>;
