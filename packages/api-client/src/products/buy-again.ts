import { SESSION_ID_HEADER, addresses, type BuyAgainResult } from '@account/contracts';
import { call } from '@account/api-client';
import { shopSessionId } from './shop-session';

/**
 * POST basket/buy-again (issue 26): an order, or the named items of it, into the basket of the
 * shop session, in the quantities ordered. One key per click: a retry (after a token refresh)
 * replays the first answer instead of adding the order twice.
 */
export function buyAgain(
  orderNumber: string,
  itemIds?: string[],
  idempotencyKey: string = crypto.randomUUID(),
): Promise<BuyAgainResult> {
  return call(addresses.basket.buyAgain, {
    headers: { [SESSION_ID_HEADER]: shopSessionId(), 'Idempotency-Key': idempotencyKey },
    body: { orderNumber, ...(itemIds ? { itemIds } : {}) },
  });
}
