import { SESSION_ID_HEADER, addresses, type BuyAgainResult } from '@account/contracts';
import { call } from '@account/api-client';
import { shopSessionId } from './shop-session';

/**
 * POST basket/buy-again (issue 26): an order, or the named items of it, into the basket of the
 * shop session, in the quantities ordered.
 */
export function buyAgain(orderNumber: string, itemIds?: string[]): Promise<BuyAgainResult> {
  return call(addresses.basket.buyAgain, {
    headers: { [SESSION_ID_HEADER]: shopSessionId() },
    body: { orderNumber, ...(itemIds ? { itemIds } : {}) },
  });
}
