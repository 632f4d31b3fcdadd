import type { FastifyPluginAsync } from 'fastify';
import type { OrdersServiceOptions } from './options';
import { cancelOrderRoute } from './cancel-order';
import { invoicePdfRoute } from './invoice-pdf';
import { creditNotePdfRoute } from './credit-note-pdf';
import { openInvoicesRoute } from './open-invoices';
import { returnLabelRoute } from './return-label';
import { returnOrderRoute } from './return-order';
import { withdrawOrderRoute } from './withdraw-order';

/**
 * The orders service of spec section 7: changing orders, the open invoices, invoices and return
 * labels as PDF.
 */
export const ordersService: FastifyPluginAsync<OrdersServiceOptions> = async (app, options) => {
  returnOrderRoute(app, options);
  returnLabelRoute(app, options);
  cancelOrderRoute(app, options);
  withdrawOrderRoute(app, options);
  openInvoicesRoute(app, options);
  invoicePdfRoute(app, options);
  creditNotePdfRoute(app, options);
};
