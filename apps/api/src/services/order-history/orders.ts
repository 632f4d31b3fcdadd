import { OrdersQuery, type OrdersPage } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { parseOrBadRequest } from '../../http/validation';
import { decodeCursor, encodeCursor } from '../../orders/cursor';
import { toOrders } from '../../orders/read-orders';
import type { ServiceOptions } from '../service-options';

/** GET orders: the customer's history newest first, one page at a time (limit + keyset cursor). */
export function ordersRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get('/orders', { preHandler: app.requireCustomer }, async (request): Promise<OrdersPage> => {
    const { limit, cursor } = parseOrBadRequest(OrdersQuery, request.query);
    const { customer } = loggedInOf(request);
    let query = db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      // One more than asked tells whether another page follows.
      .limit(limit + 1);
    if (cursor) {
      const after = decodeCursor(cursor);
      query = query.where((eb) =>
        eb.or([
          eb('placed_at', '<', after.placedAt),
          eb.and([eb('placed_at', '=', after.placedAt), eb('id', '<', after.id)]),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query.execute(),
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('customer_id', '=', customer.id)
        .executeTakeFirstOrThrow(),
    ]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      orders: await toOrders(db, customer, page),
      nextCursor: rows.length > limit && last ? encodeCursor({ placedAt: Number(last.placed_at), id: last.id }) : null,
      totalCount: Number(count.count),
    };
  });
}
