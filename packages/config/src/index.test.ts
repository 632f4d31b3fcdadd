import type { RuntimeConfig } from '@account/contracts';
import { serviceBaseUrls, setRuntimeConfig, socialLoginVariant } from './index';

const base = {
  environment: 'production',
  shops: {},
  services: { customer: '/api/cs', orders: '/api/orders' },
  flags: { gcpMigration: false },
  faqUrl: '/hilfe',
  migratedServices: { orders: 'https://orders.example.net/api' },
} as unknown as RuntimeConfig;

describe('gcpMigration', () => {
  it('sends the migrated services’ calls to their new base URL while the flag is on', () => {
    const on = { ...base, flags: { ...base.flags, gcpMigration: true } };
    expect(serviceBaseUrls(on)).toEqual({
      customer: '/api/cs',
      orders: 'https://orders.example.net/api',
    });
  });

  it('keeps every call on the old base URLs while the flag is off', () => {
    expect(serviceBaseUrls(base)).toEqual({ customer: '/api/cs', orders: '/api/orders' });
  });
});

describe('social-login experiment', () => {
  it('serves the control variant unless the configuration names another', () => {
    setRuntimeConfig(base, 'de-DE');
    expect(socialLoginVariant()).toBe('buttonsBelow');
    setRuntimeConfig({ ...base, experiments: { socialLogin: 'buttonsFirst' } }, 'de-DE');
    expect(socialLoginVariant()).toBe('buttonsFirst');
  });
});
