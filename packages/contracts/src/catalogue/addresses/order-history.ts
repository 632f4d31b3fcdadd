// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The orderHistory service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const orders = { service: 'orderHistory', name: 'orders', method: 'GET', path: '/orders' } as const satisfies DeclaredAddress<'orderHistory', 'orders'>;
export const order = { service: 'orderHistory', name: 'order', method: 'GET', path: '/order/:id' } as const satisfies DeclaredAddress<'orderHistory', 'order'>;
export const ordersInsights = { service: 'orderHistory', name: 'ordersInsights', method: 'GET', path: '/orders-insights' } as const satisfies DeclaredAddress<'orderHistory', 'ordersInsights'>;
