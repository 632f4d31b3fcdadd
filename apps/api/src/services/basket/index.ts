import { BasketItemBody, SESSION_ID_HEADER, type Basket } from '@account/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addToBasket, basketOf } from '../../domain/products/basket';
import { ApiError } from '../../http/api-error';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/** Shop session ids: the account's are 6 hex characters; the shop's own may be longer. */
const SESSION_ID = /^[A-Za-z0-9-]{6,64}$/;

function sessionIdOf(request: FastifyRequest): string {
  const value = request.headers[SESSION_ID_HEADER.toLowerCase()];
  if (typeof value !== 'string' || !SESSION_ID.test(value)) throw new ApiError(400, 'BAD_REQUEST');
  return value;
}

/** The basket service of spec section 7: one basket per shop session (X-SessionId). */
export const basketService: FastifyPluginAsync<ServiceOptions> = async (app, { db }) => {
  app.get('/basket', async (request): Promise<Basket> => ({
    items: await basketOf(db, sessionIdOf(request)),
  }));

  app.post('/basket/items', async (request, reply): Promise<Basket> => {
    const sessionId = sessionIdOf(request);
    const body = parseOrBadRequest(BasketItemBody, request.body);
    const items = await addToBasket(db, sessionId, {
      baseProductNo: body.base_product_no,
      sku: body.sku,
      quantity: body.quantity,
    });
    reply.code(201);
    return { items };
  });
};
