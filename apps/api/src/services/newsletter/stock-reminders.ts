import { DoiTokenRequest, StockReminderRequest, type StockReminder } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import {
  confirmStockReminder,
  requestStockReminder,
  unsubscribeStockReminder,
} from '../../domain/doi/stock-reminders';
import { ApiError } from '../../http/api-error';
import { shopLocale } from '../../http/shop-locale';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { countOptInMail } from './opt-in-mail-throttle';
import { redeemOr410 } from './redemption-throttle';

/**
 * Stock reminders ("tell me when it is back"), a mail subscription like the newsletter and so on
 * its service (docs/decisions.md). The pages confirm or unsubscribe with the mailed token.
 */
export function stockReminderRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;

  app.post('/stock-reminders', async (request, reply) => {
    const body = parseOrBadRequest(StockReminderRequest, request.body);
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

  app.post('/stock-reminders/confirm', async (request): Promise<StockReminder> => {
    const { token } = parseOrBadRequest(DoiTokenRequest, request.body);
    return redeemOr410(options, request, () => confirmStockReminder(db, token));
  });

  app.post('/stock-reminders/unsubscribe', async (request): Promise<StockReminder> => {
    const { token } = parseOrBadRequest(DoiTokenRequest, request.body);
    return redeemOr410(options, request, () => unsubscribeStockReminder(db, token));
  });
}
