// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The payment service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const paymentMethods = { service: 'payment', name: 'paymentMethods', method: 'GET', path: '/user/payment-methods' } as const satisfies DeclaredAddress<'payment', 'paymentMethods'>;
export const setPreferredPayment = { service: 'payment', name: 'setPreferredPayment', method: 'PATCH', path: '/user/preferred-payment' } as const satisfies DeclaredAddress<'payment', 'setPreferredPayment'>;
export const bankDetails = { service: 'payment', name: 'bankDetails', method: 'GET', path: '/user/banking-details' } as const satisfies DeclaredAddress<'payment', 'bankDetails'>;
export const validateIban = { service: 'payment', name: 'validateIban', method: 'POST', path: '/iban/validation' } as const satisfies DeclaredAddress<'payment', 'validateIban'>;
export const saveBankDetails = { service: 'payment', name: 'saveBankDetails', method: 'POST', path: '/user/banking-details' } as const satisfies DeclaredAddress<'payment', 'saveBankDetails'>;
export const deleteBankDetails = { service: 'payment', name: 'deleteBankDetails', method: 'DELETE', path: '/user/banking-details' } as const satisfies DeclaredAddress<'payment', 'deleteBankDetails'>;
