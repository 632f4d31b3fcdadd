import type { Locale, Order } from '@account/contracts';
import type { TestApi } from './api-harness';
import { loginAs } from './session-helpers';

/** Demo customers and their order numbers (seed/demo-orders.ts: prefix + 4-digit sequence). */
export const LUCA = { email: 'luca.meier@example.ch', locale: 'de-CH' as Locale, prefix: '7301' };
export const ANNA = { email: 'anna.huber@example.at', locale: 'de-AT' as Locale, prefix: '7201' };
export const MAX_ORDERS = {
  email: 'max.mustermann@example.de',
  locale: 'de-DE' as Locale,
  prefix: '7101',
};
export const ERIKA = { email: 'erika.viel@example.de', locale: 'de-DE' as Locale, prefix: '7900' };

export const orderNumber = (customer: { prefix: string }, seq: number) =>
  `${customer.prefix}${String(seq).padStart(4, '0')}`;

/** Demo order sequence numbers by what they show. */
export const SEQ = {
  today: 1,
  yesterdayReceived: 2,
  dispatchedDirect: 4,
  inDelivery: 5,
  delivered: 7,
  deliveredRecently: 8,
  partiallyReturned: 9,
} as const;

export interface Shopper {
  get(path: string): ReturnType<TestApi['request']>;
  post(path: string, body: unknown): ReturnType<TestApi['request']>;
  customerId: string;
  /** The session cookies, for calls with other methods. */
  cookies: Record<string, string>;
}

/** A logged-in demo customer that calls the services as the browser would. */
export async function shopper(
  api: TestApi,
  customer: { email: string; locale: Locale },
): Promise<Shopper> {
  const cookies = {
    av_access: (await loginAs(api, customer.email, { locale: customer.locale })).av_access,
  };
  const state = await api.request('GET', '/api/cs/user/login-state', {
    cookies,
    locale: customer.locale,
  });
  return {
    get: (path) => api.request('GET', path, { cookies, locale: customer.locale }),
    post: (path, body) => api.request('POST', path, { cookies, locale: customer.locale, body }),
    customerId: state.body.customerId,
    cookies,
  };
}

/** A demo customer's order as the order page reads it, logged in as that customer. */
export async function ownOrder(
  api: TestApi,
  customer: { email: string; locale: Locale; prefix: string },
  seq: number,
): Promise<Order> {
  const session = await shopper(api, customer);
  const response = await session.get(`/api/order-history/order/${orderNumber(customer, seq)}`);
  if (response.status !== 200) throw new Error(`order ${seq}: ${response.status}`);
  return response.body as Order;
}
