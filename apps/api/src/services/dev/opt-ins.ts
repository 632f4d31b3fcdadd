import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { normalizeEmail } from '../../db/normalize-email';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * GET /api/dev/opt-ins?email=: what an address agreed to, as stored. A development aid beside
 * the mailbox (DEV_MAILBOX=1, local only): the e2e tests prove a page changed the stored state.
 */
export function optInRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  route(app, catalogue.dev.optIns, async (request) => {
    const email = normalizeEmail(request.query.email);
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('email_normalized', '=', email)
      .executeTakeFirst();
    const customerId = customer?.id ?? '';
    const [newsletter, stockReminders, research, upsell] = await Promise.all([
      db
        .selectFrom('newsletter_subscriptions')
        .select(['locale', 'status', 'frequency'])
        .where('email_normalized', '=', email)
        .execute(),
      db
        .selectFrom('stock_reminders')
        .select(['base_product_no as baseProductNo', 'status'])
        .where('email_normalized', '=', email)
        .execute(),
      db
        .selectFrom('market_research_consents')
        .select('status')
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
      db
        .selectFrom('upsell_unsubscribes')
        .select('customer_id')
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
    ]);
    return {
      newsletter,
      stockReminders,
      marketResearch: research?.status ?? null,
      upsellUnsubscribed: !!upsell,
    };
  });
}
