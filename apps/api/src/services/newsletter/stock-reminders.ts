import type { FastifyInstance } from 'fastify';
import {
  confirmStockReminder,
  requestStockReminder,
  unsubscribeStockReminder,
} from '../../domain/newsletter/stock-reminders';
import { ApiError } from '../../http/api-error';
import { shopLocale } from '../../http/shop-locale';
import type { ServiceOptions } from '../../service-options';
import { countOptInMail } from './opt-in-mail-throttle';
import { redeemOr410 } from './redemption-throttle';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * Stock reminders ("tell me when it is back"), a mail subscription like the newsletter and so on
 * its service (docs/decisions/README.md). The pages confirm or unsubscribe with the mailed token.
 */
export function stockReminderRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;

  route(app, catalogue.newsletter.requestStockReminder, async (request, reply) => {
    const body = request.body;
    const locale = shopLocale(request);
    const product = await db
      .selectFrom('products')
      .select('base_product_no')
      .where('base_product_no', '=', body.base_product_no)
      .executeTakeFirst();
    if (!product) throw new ApiError(404, 'NOT_FOUND');
    await countOptInMail(options, request, body.email);
    requestStockReminder(options, body.email, body.base_product_no, locale).then(
      () => app.wakeOutbox(),
      (error: unknown) => request.log.error({ err: error }, 'Stock reminder request failed'),
    );
    return reply.code(202).send({});
  });

  route(app, catalogue.newsletter.confirmStockReminder, async (request) => {
    const { token } = request.body;
    return redeemOr410(options, request, () => confirmStockReminder(db, token));
  });

  route(app, catalogue.newsletter.unsubscribeStockReminder, async (request) => {
    const { token } = request.body;
    return redeemOr410(options, request, () => unsubscribeStockReminder(db, token));
  });
}
