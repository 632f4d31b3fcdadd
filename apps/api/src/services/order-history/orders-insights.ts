import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { orderCountsOf } from '../../domain/order-history/order-counts';
import { latestRefundOf } from '../../domain/order-history/latest-refund';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** Spec section 4: a customer is new without an order in the past two years. */
const NEW_CUSTOMER_AFTER_MS = 2 * 365.25 * 24 * 60 * 60 * 1000;

/** GET orders-insights: counts, the latest order and refund, without loading the history. */
export function ordersInsightsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.orderHistory.ordersInsights, async (request) => {
    const { customer } = loggedInOf(request);
    const [counts, latestRefund] = await Promise.all([
      orderCountsOf(db, customer.id),
      latestRefundOf(db, customer),
    ]);
    return {
      totalOrders: counts.totalOrders,
      totalReturnedOrders: counts.totalReturnedOrders,
      cancelledOrders: counts.cancelledOrders,
      ordersInProgress: counts.ordersInProgress,
      latestOrderPlacedAt:
        counts.latestPlacedAt === null ? null : new Date(counts.latestPlacedAt).toISOString(),
      isNewCustomer:
        counts.latestPlacedAt === null ||
        Date.now() - counts.latestPlacedAt > NEW_CUSTOMER_AFTER_MS,
      returnRate: counts.totalOrders === 0 ? 0 : counts.totalReturnedOrders / counts.totalOrders,
      latestRefund,
    };
  });
}
