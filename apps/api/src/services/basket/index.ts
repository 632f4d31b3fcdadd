import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { customerIfLoggedIn, loggedInOf } from '../../auth/require-customer';
import type { LiveSession } from '../../auth/sessions';
import { consumeAttempt, ipKey } from '../../auth/throttle';
import { addToBasket, basketOf, type BasketOwner } from '../../domain/basket/basket';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { buyAgainRoute } from './buy-again';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';
import { idempotentChange } from '../../http/idempotency';
import { shopSessionIdOf } from '../../http/shop-session';

function ownerOf(request: FastifyRequest, loggedIn: LiveSession | null): BasketOwner {
  const sessionId = shopSessionIdOf(request);
  if (sessionId === null) throw new ApiError(400, 'BAD_REQUEST');
  return { sessionId, customerId: loggedIn?.customer.id ?? null };
}

/**
 * The basket service of spec section 7: one basket per shop session (X-SessionId), bound to the
 * customer when logged in (domain/products/basket.ts). Reads are limited per client address.
 */
export const basketService: FastifyPluginAsync<ServiceOptions> = async (app, { db, config }) => {
  route(app, catalogue.basket.basket, async (request) => {
    await consumeAttempt(db, [ipKey(config, 'basketReadsPerIp', request)]);
    const owner = ownerOf(request, await customerIfLoggedIn(db, request));
    return { items: await basketOf(db, owner) };
  });

  route(
    app,
    catalogue.basket.addToBasket,
    async (request, reply) => {
      const owner = ownerOf(request, request.loggedIn);
      const body = request.body;
      // Set before the change: a keyed answer is kept with its status.
      reply.code(201);
      return idempotentChange(db, request, reply, async (trx) => ({
        items: await addToBasket(trx, owner, {
          baseProductNo: body.base_product_no,
          sku: body.sku,
          quantity: body.quantity,
        }),
      }));
    },
    {
      // A guest may add too; a guest's Idempotency-Key is kept per shop session.
      preHandler: async (request, reply) => {
        request.loggedIn = await customerIfLoggedIn(db, request);
        await app.idempotency(request, reply);
      },
    },
  );

  buyAgainRoute(app, db, (request) => ownerOf(request, loggedInOf(request)));
};
