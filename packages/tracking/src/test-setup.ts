import { configureApi } from '@account/api-client';
import { setRuntimeConfig } from '@account/config';
import type { ConsentSettings, RuntimeConfig } from '@account/contracts';

export const CONSENT_KEY = 'shop24.consent';

/** The configuration a page has after start, with the consent tool the test names. */
export function configure(consent?: ConsentSettings): void {
  setRuntimeConfig(
    {
      environment: 'local',
      shops: {},
      services: { logging: '/api/logging', orders: '/api/orders' },
      flags: {},
      faqUrl: '/content/hilfe',
      ...(consent ? { consent } : {}),
    } as RuntimeConfig,
    'de-DE',
  );
  configureApi({
    services: { logging: '/api/logging', orders: '/api/orders' },
    locale: 'de-DE',
  });
}

/** What the page posted to the logging service: path and parsed body per call. */
export function stubLoggingService(status = 204): {
  posts: () => { url: string; body: unknown }[];
} {
  const fetchMock = jest.fn(async () => ({ status, ok: status < 400, text: async () => '' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    posts: () =>
      (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => ({
        url,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      })),
  };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
