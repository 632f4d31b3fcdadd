import { PersonalDetailsQuery, type PersonalDetails } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { orderTotalsOf } from './order-totals';
import type { Customer } from '../../db/schema';

/** The address the account was created with, the customer's first delivery address. */
function deliveryAddressOf(customer: Customer): PersonalDetails['deliveryAddress'] {
  const { street, street_number, zip_code, city } = customer;
  if (!street || !street_number || !zip_code || !city) return null;
  return {
    street,
    streetNumber: street_number,
    zipCode: zip_code,
    city,
    countryCode: customer.country_code,
  };
}

export function personalDetailsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get(
    '/user/personal-details',
    { preHandler: app.requireCustomer },
    async (request): Promise<PersonalDetails> => {
      // The flags shape the delivery address, which joins these details with the addresses issue.
      parseOrBadRequest(PersonalDetailsQuery, request.query);
      const { customer } = loggedInOf(request);
      return {
        customerNumber: customer.customer_number,
        email: customer.email,
        salutation: customer.salutation,
        firstName: customer.first_name,
        lastName: customer.last_name,
        careOf: customer.care_of,
        countryCode: customer.country_code,
        phoneNumber: customer.phone_number,
        dateOfBirth: customer.date_of_birth,
        preferredPaymentMethod: customer.preferred_payment_method,
        deliveryAddress: deliveryAddressOf(customer),
        ...(await orderTotalsOf(db, customer.id)),
      };
    },
  );
}
