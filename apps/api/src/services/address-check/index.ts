import { AddressCheckRequest, type CheckedAddress } from '@account/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { checkAddress } from './address-check';

/** The address-check service of spec section 7, for logged-in customers (it serves their forms). */
export const addressCheckService: FastifyPluginAsync<ServiceOptions> = async (app) => {
  app.post(
    '/address/check',
    { preHandler: app.requireCustomer },
    async (request): Promise<CheckedAddress[]> => {
      const body = parseOrBadRequest(AddressCheckRequest, request.body);
      return checkAddress({
        street: body.street,
        streetNumber: body.street_number,
        zipCode: body.zip_code,
        city: body.city,
        countryCode: body.country_code,
      });
    },
  );
};
