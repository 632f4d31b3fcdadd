import type { DeliveryAddress } from '@account/contracts';

/** A postal delivery address in Berlin as the customer service answers it; tests change fields. */
export const deliveryAddress = (fields: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  id: 'a1',
  type: 'POSTAL',
  salutation: 'MR',
  firstName: 'Max',
  lastName: 'Mustermann',
  street: 'Hauptstraße',
  streetNumber: '5',
  addressAddition: null,
  zipCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  phone: null,
  isDefault: false,
  isDeleted: false,
  isDhlDeliveryAddressPostNumberValid: true,
  dhloptions: null,
  ...fields,
});
