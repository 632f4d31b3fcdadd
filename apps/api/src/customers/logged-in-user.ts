import type { LoggedInUser } from '@account/contracts';
import type { Customer } from '../db/schema';

/** The logged-in user of spec section 3; `username` is what the customer logged in with. */
export function toLoggedInUser(customer: Customer, username: string): LoggedInUser {
  return {
    firstName: customer.first_name,
    lastName: customer.last_name,
    username,
    email: customer.email,
    customerNumber: customer.customer_number,
    customerId: customer.customer_id,
    customerClass: customer.customer_class,
    customerType: customer.customer_type,
    countryCode: customer.country_code,
    isLightUser: customer.customer_type === 'LIGHT',
  };
}
