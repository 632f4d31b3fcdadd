import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '../../service-options';
import { stockReminderRoutes } from './stock-reminders';
import { subscriptionRoutes } from './subscriptions';

/** The newsletter service of spec section 7: newsletter subscriptions and stock reminders. */
export const newsletterService: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  subscriptionRoutes(app, options);
  stockReminderRoutes(app, options);
};
