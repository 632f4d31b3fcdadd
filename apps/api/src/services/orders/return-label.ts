import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/catalogue-route';
import { loggedInOf } from '../../auth/require-customer';
import { findOwnOrder } from '../../domain/order-history/read-orders';
import { openReturnOf } from '../../domain/returns/open-return';
import type { OrdersServiceOptions } from './options';
import { returnLabelFilename, returnLabelOf, returnLabelPdf } from './mails/return-label';

/**
 * GET order/{number}/returns/{code}/label: the label of an open return to download again from
 * the order (issue 39), the same as the confirmation mail's. Someone else's order, an unknown
 * code and a return whose parcel has arrived answer 404.
 */
export function returnLabelRoute(
  app: FastifyInstance,
  { db, carrierLabels }: OrdersServiceOptions,
): void {
  route(app, catalogue.orders.returnLabel, async (request, reply) => {
    const { customer } = loggedInOf(request);
    const { number, code } = request.params;
    const registered = await openReturnOf(db, carrierLabels, customer, number, code);
    const order = await findOwnOrder(db, customer, number);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${returnLabelFilename(code)}"`)
      .send(await returnLabelPdf(returnLabelOf(customer, order, registered)));
  });
}
