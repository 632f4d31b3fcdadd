import type {
  AddressCheckRequest,
  BillingAddress,
  BillingAddressRequest,
  CheckedAddress,
  DeliveryAddress,
  DeliveryAddressList,
  DeliveryAddressRequest,
} from '@account/contracts';
import type { CamelCased } from '../case';
import { request } from '../request';

export type DeliveryAddressInput = CamelCased<DeliveryAddressRequest>;
export type BillingAddressInput = CamelCased<BillingAddressRequest>;
export type AddressCheckInput = CamelCased<AddressCheckRequest>;

const byId = (id: string) => `user/delivery-address/${encodeURIComponent(id)}`;

/** GET user/delivery-address: the addresses (deleted ones too), the limit and the billing address. */
export function getDeliveryAddresses(): Promise<DeliveryAddressList> {
  return request('customer', 'user/delivery-address');
}

export function getDeliveryAddress(id: string): Promise<DeliveryAddress> {
  return request('customer', byId(id));
}

/** POST user/delivery-address/add for a new address; POST user/delivery-address saves one with its id. */
export function saveDeliveryAddress(address: DeliveryAddressInput): Promise<DeliveryAddress> {
  return request('customer', address.id ? 'user/delivery-address' : 'user/delivery-address/add', {
    method: 'POST',
    body: address,
  });
}

export function deleteDeliveryAddress(id: string): Promise<DeliveryAddress> {
  return request('customer', byId(id), { method: 'DELETE' });
}

export function restoreDeliveryAddress(id: string): Promise<DeliveryAddress> {
  return request('customer', `${byId(id)}/restore`, { method: 'PATCH' });
}

export function setPreferredAddress(id: string): Promise<DeliveryAddress> {
  return request('customer', `user/address/${encodeURIComponent(id)}/set-preferred`, {
    method: 'PATCH',
  });
}

/** POST user/invoice-address: creates or replaces the billing address. */
export function saveBillingAddress(address: BillingAddressInput): Promise<BillingAddress> {
  return request('customer', 'user/invoice-address', { method: 'POST', body: address });
}

/** The address-check service (spec section 7): a list, best first. */
export function checkAddress(address: AddressCheckInput): Promise<CheckedAddress[]> {
  return request('addressCheck', 'address/check', { method: 'POST', body: address });
}
