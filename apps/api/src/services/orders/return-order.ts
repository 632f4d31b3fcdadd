import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { findOwnOrder } from '../../domain/order-history/read-orders';
import { registerReturn } from '../../domain/orders/return-order';
import type { OrdersServiceOptions } from './options';
import { sendReturnConfirmation } from './mails/send-order-mail';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';
import { idempotentChange } from '../../http/idempotency';

/**
 * POST orders/return: announces the return of delivered items (see `registerReturn`) and mails
 * the confirmation with the return label. An item given by id alone goes back in full, as
 * clients before quantities sent it; an item without a reason of its own takes the request's
 * single `reason`, as clients before issue 40 sent it.
 */
export function returnOrderRoute(app: FastifyInstance, options: OrdersServiceOptions): void {
  const { db, config, carrierLabels } = options;
  route(
    app,
    catalogue.orders.returnOrder,
    async (request, reply) => {
      const body = request.body;
      const { customer } = loggedInOf(request);
      const lines = body.items.map((item) =>
        typeof item === 'string'
          ? { id: item, reason: body.reason }
          : { ...item, reason: item.reason ?? body.reason },
      );
      return idempotentChange(db, request, reply, async (trx) => {
        const registered = await registerReturn(trx, customer, body.order_id, lines, carrierLabels);
        const order = await findOwnOrder(trx, customer, body.order_id);
        await sendReturnConfirmation(trx, config, customer, order, registered);
        return order;
      });
    },
    { preHandler: app.idempotency },
  );
}
