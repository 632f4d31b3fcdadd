import { setRuntimeConfig } from '@account/config';
import type { ConsentSettings, RuntimeConfig } from '@account/contracts';
import {
  answer,
  configureTestServices,
  mockServices,
  type TestServices,
} from '@account/test-services';

export const CONSENT_KEY = 'shop24.consent';

/** The configuration a page has after start, with the consent tool the test names. */
export function configure(consent?: ConsentSettings): void {
  setRuntimeConfig(
    {
      environment: 'local',
      shops: {},
      services: {},
      flags: {},
      faqUrl: '/content/hilfe',
      ...(consent ? { consent } : {}),
    } as unknown as RuntimeConfig,
    'de-DE',
  );
  configureTestServices('de-DE');
}

/**
 * The logging service of a test file (its MSW handlers take every report and event) and what the
 * page posted to it: path and body per call, once all calls are answered.
 */
export function mockLoggingService(): TestServices & {
  posts: () => Promise<{ path: string; body: unknown }[]>;
} {
  const services = mockServices(
    answer('logging', 'log', undefined),
    answer('logging', 'events', undefined),
  );
  return Object.assign(services, {
    posts: async () => {
      await services.settled();
      return services.calls.map(({ path, body }) => ({ path, body }));
    },
  });
}
