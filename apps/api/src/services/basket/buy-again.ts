import { catalogue, type BuyAgainResult } from '@account/contracts';
import { route } from '../../http/catalogue-route';
import { idempotentChange } from '../../http/idempotency';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loggedInOf } from '../../auth/require-customer';
import type { Database } from '../../db/schema';
import type { BasketOwner } from '../../domain/basket/basket';
import { buyAgain } from '../../domain/basket/buy-again';

/**
 * POST basket/buy-again (issue 26): a logged-in customer's order, or some of its items, into
 * the basket of the shop session; what is sold out or no longer sold is named in the answer. With
 * an Idempotency-Key a retry replays the first answer instead of adding the order twice.
 */
export function buyAgainRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  ownerOf: (request: FastifyRequest) => BasketOwner,
): void {
  route(
    app,
    catalogue.basket.buyAgain,
    async (request, reply) => {
      const body = request.body;
      const owner = ownerOf(request);
      return idempotentChange(db, request, reply, (trx): Promise<BuyAgainResult> =>
        buyAgain(trx, owner, loggedInOf(request).customer, {
          orderNumber: body.order_number,
          itemIds: body.item_ids,
        }),
      );
    },
    { preHandler: app.idempotency },
  );
}
