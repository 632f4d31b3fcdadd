import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { bankingDetailsRoutes } from './banking-details';
import { paymentMethodsRoutes } from './payment-methods';

/** The payment service of spec section 7: payment methods, preferred payment, bank details, IBAN check. */
export const paymentService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  paymentMethodsRoutes(app, options);
  bankingDetailsRoutes(app, options);
};
