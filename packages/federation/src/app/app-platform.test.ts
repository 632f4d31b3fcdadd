import { appRuntimeConfig } from './app-platform';

describe('an app’s runtime configuration from its props', () => {
  it('sends every service to its path below the host’s API base URL, nothing switched on, the account area known', () => {
    const config = appRuntimeConfig({
      locale: 'de-AT',
      apiBaseUrl: '/api/',
      accountUrl: 'https://www.shop24direkt.at/mein-konto',
    });
    expect(config.services.socialLiveCommerce).toBe('/api/slc');
    expect(config.services.customer).toBe('/api/cs');
    expect(config.services.orderHistory).toBe('/api/order-history');
    expect(config.shops[window.location.hostname]).toBe('de-AT');
    expect(Object.values(config.flags)).toEqual([]);
    expect(config.hosts).toEqual({ account: 'https://www.shop24direkt.at/mein-konto' });
  });
});
