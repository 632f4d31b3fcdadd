import { addresses } from '@account/contracts';
import type {
  AddressCheckRequest,
  BillingAddress,
  BillingAddressRequest,
  CheckedAddress,
  DeliveryAddress,
  DeliveryAddressList,
  DeliveryAddressRequest,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

export type DeliveryAddressInput = CamelCased<DeliveryAddressRequest>;
export type BillingAddressInput = CamelCased<BillingAddressRequest>;
export type AddressCheckInput = CamelCased<AddressCheckRequest>;

/** GET user/delivery-address: the addresses (deleted ones too), the limit and the billing address. */
export function getDeliveryAddresses(): Promise<DeliveryAddressList> {
  return call(addresses.customer.deliveryAddresses);
}

export function getDeliveryAddress(id: string): Promise<DeliveryAddress> {
  return call(addresses.customer.deliveryAddress, { params: { id } });
}

/** POST user/delivery-address/add for a new address; POST user/delivery-address saves one with its id. */
export function saveDeliveryAddress(address: DeliveryAddressInput): Promise<DeliveryAddress> {
  return call(
    address.id ? addresses.customer.changeDeliveryAddress : addresses.customer.addDeliveryAddress,
    {
      body: address,
    },
  );
}

export function deleteDeliveryAddress(id: string): Promise<DeliveryAddress> {
  return call(addresses.customer.deleteDeliveryAddress, { params: { id } });
}

export function restoreDeliveryAddress(id: string): Promise<DeliveryAddress> {
  return call(addresses.customer.restoreDeliveryAddress, { params: { id } });
}

export function setPreferredAddress(id: string): Promise<DeliveryAddress> {
  return call(addresses.customer.setPreferredAddress, { params: { id } });
}

/** POST user/invoice-address: creates or replaces the billing address. */
export function saveBillingAddress(address: BillingAddressInput): Promise<BillingAddress> {
  return call(addresses.customer.changeBillingAddress, { body: address });
}

/** The address-check service (spec section 7): a list, best first. */
export function checkAddress(address: AddressCheckInput): Promise<CheckedAddress[]> {
  return call(addresses.addressCheck.checkAddress, { body: address });
}
