import { SESSION_ID_HEADER } from '@account/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { customerIfLoggedIn } from '../../auth/require-customer';
import { consumeAttempt, ipKey } from '../../auth/throttle';
import type { Database } from '../../db/schema';
import { addToBasket, basketOf, type BasketOwner } from '../../domain/basket/basket';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { buyAgainRoute } from './buy-again';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * Shop session ids: the account's are 32 hex characters (128 bits); the shop's own may be other
 * unguessable ids such as UUIDs. Shorter ones are refused: they could be guessed.
 */
const SESSION_ID = /^[A-Za-z0-9-]{32,64}$/;

async function ownerOf(db: Kysely<Database>, request: FastifyRequest): Promise<BasketOwner> {
  const value = request.headers[SESSION_ID_HEADER.toLowerCase()];
  if (typeof value !== 'string' || !SESSION_ID.test(value)) throw new ApiError(400, 'BAD_REQUEST');
  const loggedIn = await customerIfLoggedIn(db, request);
  return { sessionId: value, customerId: loggedIn?.customer.id ?? null };
}

/**
 * The basket service of spec section 7: one basket per shop session (X-SessionId), bound to the
 * customer when logged in (domain/products/basket.ts). Reads are limited per client address.
 */
export const basketService: FastifyPluginAsync<ServiceOptions> = async (app, { db, config }) => {
  route(app, catalogue.basket.basket, async (request) => {
    await consumeAttempt(db, [ipKey(config, 'basketReadsPerIp', request)]);
    return { items: await basketOf(db, await ownerOf(db, request)) };
  });

  route(app, catalogue.basket.addToBasket, async (request, reply) => {
    const owner = await ownerOf(db, request);
    const body = request.body;
    const items = await addToBasket(db, owner, {
      baseProductNo: body.base_product_no,
      sku: body.sku,
      quantity: body.quantity,
    });
    reply.code(201);
    return { items };
  });

  buyAgainRoute(app, db, (request) => ownerOf(db, request));
};
