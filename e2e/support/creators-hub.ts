import type { Shop } from './shops';

/** The creators hub of a shop: the same host name, its own port, below `creators-hub/`. */
export const hubOrigin = (shop: Shop) => shop.origin.replace(/:3000$/, ':3030');
export const hubUrl = (shop: Shop, path = '/') => `${hubOrigin(shop)}/creators-hub${path}`;
