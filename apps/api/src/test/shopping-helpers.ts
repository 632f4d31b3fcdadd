import type { Locale } from '@account/contracts';
import type { TestApi, TestResponse } from './api-harness';
import { loginAs } from './session-helpers';

/** A logged-in demo customer calling the products, wishlist and basket services as the browser would. */
export interface Customer {
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  customerId: string;
}

export async function customer(
  api: TestApi,
  email: string,
  locale: Locale = 'de-DE',
): Promise<Customer> {
  const cookies = { av_access: (await loginAs(api, email, { locale })).av_access };
  const state = await api.request('GET', '/api/cs/user/login-state', { cookies, locale });
  return {
    call: (method, path, body, headers) =>
      api.request(method, path, { cookies, locale, body, headers }),
    customerId: state.body.customerId,
  };
}
