// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The products service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const media = { service: 'products', name: 'media', method: 'GET', path: '/media/:file' } as const satisfies DeclaredAddress<'products', 'media'>;
export const products = { service: 'products', name: 'products', method: 'GET', path: '/products' } as const satisfies DeclaredAddress<'products', 'products'>;
export const recentlyViewed = { service: 'products', name: 'recentlyViewed', method: 'GET', path: '/recently-viewed' } as const satisfies DeclaredAddress<'products', 'recentlyViewed'>;
export const productViewed = { service: 'products', name: 'productViewed', method: 'POST', path: '/recently-viewed' } as const satisfies DeclaredAddress<'products', 'productViewed'>;
export const recommendations = { service: 'products', name: 'recommendations', method: 'GET', path: '/recommendations' } as const satisfies DeclaredAddress<'products', 'recommendations'>;
