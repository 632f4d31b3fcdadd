import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { orderRoute } from './order';
import { ordersRoute } from './orders';
import { ordersInsightsRoute } from './orders-insights';

/** The order history service of spec section 7: reading the customer's orders. */
export const orderHistoryService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  ordersRoute(app, options);
  orderRoute(app, options);
  ordersInsightsRoute(app, options);
};
