// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The content service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const page = { service: 'content', name: 'page', method: 'GET', path: '/pages/:slug' } as const satisfies DeclaredAddress<'content', 'page'>;
