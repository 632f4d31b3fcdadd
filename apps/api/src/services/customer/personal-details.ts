import { PersonalDetailsQuery, type PersonalDetails } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { orderTotalsOf } from './order-totals';
import { personalDeliveryAddress } from '../../domain/addresses/personal-delivery-address';

export function personalDetailsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get(
    '/user/personal-details',
    { preHandler: app.requireCustomer },
    async (request): Promise<PersonalDetails> => {
      const flags = parseOrBadRequest(PersonalDetailsQuery, request.query);
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
        ...(await orderTotalsOf(db, customer.id)),
        deliveryAddress: await personalDeliveryAddress(db, customer.id, {
          strictTyping: flags.address_strict_typing,
          packstationMapping: flags.packstation_mapping,
        }),
      };
    },
  );
}
