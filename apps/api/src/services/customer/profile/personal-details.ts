import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import type { ServiceOptions } from '../../../service-options';
import { orderTotalsOf } from './order-totals';
import { personalDeliveryAddress } from '../../../domain/customer/addresses/personal-delivery-address';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

export function personalDetailsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.customer.personalDetails, async (request) => {
    const flags = request.query;
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
  });
}
