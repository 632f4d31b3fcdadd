// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// The newsletter service's endpoints, as the api-client calls them (../client-address.ts).
import type { DeclaredAddress } from '../client-address';

export const subscribe = { service: 'newsletter', name: 'subscribe', method: 'POST', path: '/subscriptions' } as const satisfies DeclaredAddress<'newsletter', 'subscribe'>;
export const confirmSubscription = { service: 'newsletter', name: 'confirmSubscription', method: 'POST', path: '/subscriptions/confirm' } as const satisfies DeclaredAddress<'newsletter', 'confirmSubscription'>;
export const subscription = { service: 'newsletter', name: 'subscription', method: 'GET', path: '/subscription/:id' } as const satisfies DeclaredAddress<'newsletter', 'subscription'>;
export const changeSubscription = { service: 'newsletter', name: 'changeSubscription', method: 'PUT', path: '/subscription/:id' } as const satisfies DeclaredAddress<'newsletter', 'changeSubscription'>;
export const cancelSubscription = { service: 'newsletter', name: 'cancelSubscription', method: 'DELETE', path: '/subscription/:id' } as const satisfies DeclaredAddress<'newsletter', 'cancelSubscription'>;
export const cancelSubscriptionOneClick = { service: 'newsletter', name: 'cancelSubscriptionOneClick', method: 'POST', path: '/subscription/:id/one-click' } as const satisfies DeclaredAddress<'newsletter', 'cancelSubscriptionOneClick'>;
export const requestStockReminder = { service: 'newsletter', name: 'requestStockReminder', method: 'POST', path: '/stock-reminders' } as const satisfies DeclaredAddress<'newsletter', 'requestStockReminder'>;
export const confirmStockReminder = { service: 'newsletter', name: 'confirmStockReminder', method: 'POST', path: '/stock-reminders/confirm' } as const satisfies DeclaredAddress<'newsletter', 'confirmStockReminder'>;
export const unsubscribeStockReminder = { service: 'newsletter', name: 'unsubscribeStockReminder', method: 'POST', path: '/stock-reminders/unsubscribe' } as const satisfies DeclaredAddress<'newsletter', 'unsubscribeStockReminder'>;
