// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The logging service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const log = { service: 'logging', name: 'log', method: 'POST', path: '/logs' } as const satisfies DeclaredAddress<'logging', 'log'>;
export const events = { service: 'logging', name: 'events', method: 'POST', path: '/events' } as const satisfies DeclaredAddress<'logging', 'events'>;
export const cspReports = { service: 'logging', name: 'cspReports', method: 'POST', path: '/csp-reports' } as const satisfies DeclaredAddress<'logging', 'cspReports'>;
export const vitals = { service: 'logging', name: 'vitals', method: 'POST', path: '/vitals' } as const satisfies DeclaredAddress<'logging', 'vitals'>;
