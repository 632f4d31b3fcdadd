import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCESS_COOKIE } from '../../auth/session-cookies';
import { findLiveSession } from '../../auth/sessions';
import type { Database } from '../../db/schema';
import { recommend } from '../../domain/products/recommendations';
import { allowsPersonalisedRecommendations } from '../../domain/privacy/privacy-centre';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * Whose taste may shape the answer: only with tracking consent, only the logged-in customer
 * named by user_id — a user id alone must not reveal another customer's history — and only
 * while the customer has not switched personalised recommendations off (privacy centre).
 */
async function personalisedFor(
  db: Kysely<Database>,
  request: FastifyRequest,
  consent: boolean,
  userId: string | undefined,
): Promise<string | null> {
  if (!consent || !userId) return null;
  const live = await findLiveSession(db, request.cookies[ACCESS_COOKIE]);
  if (!live || live.customer.customer_id !== userId) return null;
  return (await allowsPersonalisedRecommendations(db, live.customer.id)) ? live.customer.id : null;
}

/** GET recommendations (spec section 7): top deals and the account's recommendations. */
export function recommendationsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.products.recommendations, async (request) => {
    const query = request.query;
    const customerId = await personalisedFor(
      db,
      request,
      query.tracking_consent === 'true',
      query.user_id,
    );
    return recommend(db, { region: query.region, placement: query.placement, customerId });
  });
}
