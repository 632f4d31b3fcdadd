import { catalogue, type BuyAgainResult } from '@account/contracts';
import { route } from '../../http/catalogue-route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loggedInOf } from '../../auth/require-customer';
import type { Database } from '../../db/schema';
import type { BasketOwner } from '../../domain/basket/basket';
import { buyAgain } from '../../domain/products/buy-again';

/**
 * POST basket/buy-again (issue 26): a logged-in customer's order, or some of its items, into
 * the basket of the shop session; what is sold out or no longer sold is named in the answer.
 */
export function buyAgainRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  ownerOf: (request: FastifyRequest) => Promise<BasketOwner>,
): void {
  route(app, catalogue.basket.buyAgain, async (request): Promise<BuyAgainResult> => {
    const body = request.body;
    return buyAgain(db, await ownerOf(request), loggedInOf(request).customer, {
      orderNumber: body.order_number,
      itemIds: body.item_ids,
    });
  });
}
