// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The addressCheck service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const checkAddress = { service: 'addressCheck', name: 'checkAddress', method: 'POST', path: '/address/check' } as const satisfies DeclaredAddress<'addressCheck', 'checkAddress'>;
