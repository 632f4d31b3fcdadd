import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { catalogue } from '@account/contracts';
import { loggedInOf } from '../../../auth/require-customer';
import type { Database } from '../../../db/schema';
import {
  cancelStockReminder,
  liveStockRemindersOf,
  requestStockReminder,
} from '../../../domain/newsletter/stock-reminders';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/catalogue-route';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { countOptInMail } from '../../newsletter/opt-in-mail-throttle';

/** Only a product on the customer's own wishlist: the account area offers the reminder there. */
async function assertOnWishlist(db: Kysely<Database>, customerId: string, baseProductNo: string) {
  const item = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('product_variants as v', 'v.sku', 'w.sku')
    .select('w.sku')
    .where('w.customer_id', '=', customerId)
    .where('w.state', '=', 'active')
    .where('v.base_product_no', '=', baseProductNo)
    .executeTakeFirst();
  if (!item) throw new ApiError(404, 'NOT_FOUND');
}

/**
 * "Benachrichtigen, wenn verfügbar" on the wishlist: the shop's stock reminder (newsletter
 * service) for the logged-in customer's own address, with the same double opt-in and the same
 * per-address mail limit; cancelled here as by the mail's unsubscribe link.
 */
export function stockReminderRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;

  route(app, catalogue.customer.requestWishlistStockReminder, async (request) => {
    const { customer } = loggedInOf(request);
    const baseProductNo = request.body.base_product_no;
    await assertOnWishlist(db, customer.id, baseProductNo);
    const current = (await liveStockRemindersOf(db, customer.email_normalized)).get(baseProductNo);
    // A confirmed reminder stays as it is and mails nothing; only a new mail counts.
    if (current === 'CONFIRMED') return { stockReminder: current };
    await countOptInMail(options, request, customer.email);
    await requestStockReminder(options, customer.email, baseProductNo, shopLocale(request));
    app.wakeOutbox();
    return { stockReminder: 'PENDING' as const };
  });

  route(app, catalogue.customer.cancelWishlistStockReminder, async (request, reply) => {
    const { customer } = loggedInOf(request);
    const baseProductNo = request.query.base_product_no;
    await assertOnWishlist(db, customer.id, baseProductNo);
    await cancelStockReminder(
      db,
      { id: customer.id, emailNormalized: customer.email_normalized },
      baseProductNo,
    );
    return reply.code(204).send();
  });
}
