import type { LoggedInUser } from '@account/contracts';

/** Max Mustermann as login-state answers him; `customerId` to stand for another customer. */
export function testCustomer(customerId = 'c1'): LoggedInUser {
  return {
    firstName: 'Max',
    lastName: 'Mustermann',
    username: '10012345',
    email: 'max.mustermann@example.de',
    customerNumber: '10012345',
    customerId,
    customerClass: 'DEMO',
    customerType: 'FULL',
    countryCode: 'DE',
    isLightUser: false,
    isNewCustomer: false,
    billingAddressId: null,
  };
}
