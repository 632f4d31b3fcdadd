import {
  addresses,
  ADD_TO_BASKET_QUANTITY,
  SESSION_ID_HEADER,
  type Basket,
} from '@account/contracts';
import { call } from '@account/api-client';
import { shopSessionId } from './shop-session';

/**
 * POST basket/items with the shop session (X-SessionId), quantity 1 (spec sections 7 and 9). One
 * key per click: a retry (after a token refresh) replays the first answer instead of putting a
 * second piece in the basket.
 */
export function addToBasket(
  item: { baseProductNo: string; sku: string },
  idempotencyKey: string = crypto.randomUUID(),
): Promise<Basket> {
  return call(addresses.basket.addToBasket, {
    headers: { [SESSION_ID_HEADER]: shopSessionId(), 'Idempotency-Key': idempotencyKey },
    body: { baseProductNo: item.baseProductNo, sku: item.sku, quantity: ADD_TO_BASKET_QUANTITY },
  });
}
