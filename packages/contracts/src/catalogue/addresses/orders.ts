// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The orders service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const returnOrder = { service: 'orders', name: 'returnOrder', method: 'POST', path: '/orders/return' } as const satisfies DeclaredAddress<'orders', 'returnOrder'>;
export const cancelOrder = { service: 'orders', name: 'cancelOrder', method: 'POST', path: '/order/:number/cancel' } as const satisfies DeclaredAddress<'orders', 'cancelOrder'>;
export const withdrawOrder = { service: 'orders', name: 'withdrawOrder', method: 'POST', path: '/order/:number/withdrawal' } as const satisfies DeclaredAddress<'orders', 'withdrawOrder'>;
export const returnLabel = { service: 'orders', name: 'returnLabel', method: 'GET', path: '/order/:number/returns/:code/label' } as const satisfies DeclaredAddress<'orders', 'returnLabel'>;
export const invoicePdf = { service: 'orders', name: 'invoicePdf', method: 'GET', path: '/invoices/:invoiceNumber/pdf' } as const satisfies DeclaredAddress<'orders', 'invoicePdf'>;
export const creditNotePdf = { service: 'orders', name: 'creditNotePdf', method: 'GET', path: '/invoices/credit-notes/:creditNoteNumber/pdf' } as const satisfies DeclaredAddress<'orders', 'creditNotePdf'>;
export const openInvoices = { service: 'orders', name: 'openInvoices', method: 'GET', path: '/invoices/open' } as const satisfies DeclaredAddress<'orders', 'openInvoices'>;
