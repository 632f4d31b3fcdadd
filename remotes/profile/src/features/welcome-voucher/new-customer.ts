import { getLoginState } from '@account/api-client/customer';
import { getOrders } from '@account/api-client/orders';
import { isNewCustomerAt, type LoggedInUser } from '@account/contracts';

export interface NewCustomerSources {
  reloadUser: () => Promise<{ isNewCustomer?: boolean | undefined } | null>;
  latestOrderPlacedAt: () => Promise<number | null>;
  now: () => number;
}

const sources: NewCustomerSources = {
  reloadUser: async () => {
    const state = await getLoginState();
    return state.state === 'LOGGED_IN' ? state : null;
  },
  latestOrderPlacedAt: async () => {
    const { orders } = await getOrders({ limit: 1 });
    const latest = orders[0];
    return latest ? Date.parse(latest.placedAt) : null;
  },
  now: () => Date.now(),
};

/**
 * Spec section 4: after login, the details are reloaded when they lack isNewCustomer; if they
 * still lack it and the customer is logged in, the latest order (limit 1) decides — new means
 * no order within the past two years.
 */
export async function resolveIsNewCustomer(
  user: Pick<LoggedInUser, 'isNewCustomer'>,
  from: NewCustomerSources = sources,
): Promise<boolean> {
  if (user.isNewCustomer !== undefined) return user.isNewCustomer;
  const reloaded = await from.reloadUser();
  if (reloaded === null) return false;
  if (reloaded.isNewCustomer !== undefined) return reloaded.isNewCustomer;
  return isNewCustomerAt(await from.latestOrderPlacedAt(), from.now());
}
