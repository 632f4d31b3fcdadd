import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { checkAddress } from './address-check';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** The address-check service of spec section 7, for logged-in customers (it serves their forms). */
export const addressCheckService: FastifyPluginAsync<ServiceOptions> = async (app) => {
  route(app, catalogue.addressCheck.checkAddress, async (request) => {
    const body = request.body;
    return checkAddress({
      street: body.street,
      streetNumber: body.street_number,
      zipCode: body.zip_code,
      city: body.city,
      countryCode: body.country_code,
    });
  });
};
