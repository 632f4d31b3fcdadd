// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The basket service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const basket = { service: 'basket', name: 'basket', method: 'GET', path: '/basket' } as const satisfies DeclaredAddress<'basket', 'basket'>;
export const buyAgain = { service: 'basket', name: 'buyAgain', method: 'POST', path: '/basket/buy-again' } as const satisfies DeclaredAddress<'basket', 'buyAgain'>;
export const addToBasket = { service: 'basket', name: 'addToBasket', method: 'POST', path: '/basket/items' } as const satisfies DeclaredAddress<'basket', 'addToBasket'>;
