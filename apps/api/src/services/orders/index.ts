import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { cancelOrderRoute } from './cancel-order';
import { invoicePdfRoute } from './invoice-pdf';
import { openInvoicesRoute } from './open-invoices';
import { returnOrderRoute } from './return-order';
import { withdrawOrderRoute } from './withdraw-order';

/** The orders service of spec section 7: changing orders, the open invoices and invoices as PDF. */
export const ordersService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  returnOrderRoute(app, options);
  cancelOrderRoute(app, options);
  withdrawOrderRoute(app, options);
  openInvoicesRoute(app, options);
  invoicePdfRoute(app, options);
};
