/** @jest-environment jsdom */
import type { RuntimeConfig } from '@account/contracts';
import {
  currentHost,
  serviceBaseUrls,
  setRuntimeConfig,
  shopFooterLinks,
  socialLoginVariant,
} from './index';

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

describe('hosts', () => {
  const hosts = {
    account: 'http://{hostname}/dpl/av',
    creatorsHub: 'http://{hostname}/dpl/av/creators-hub',
  };

  it("tells the creators hub from the account area, though its root lies below the account's", () => {
    setRuntimeConfig({ ...base, hosts } as RuntimeConfig, 'de-DE');
    window.history.pushState({}, '', '/dpl/av/creators-hub/followed-creators');
    expect(currentHost()).toBe('creatorsHub');
    window.history.pushState({}, '', '/dpl/av/orders');
    expect(currentHost()).toBe('account');
    window.history.pushState({}, '', '/elsewhere');
    expect(currentHost()).toBeNull();
  });

  it("links the footer's legal pages in the account's frame, from the hub at the account's host", () => {
    setRuntimeConfig({ ...base, faqUrl: undefined, hosts } as RuntimeConfig, 'de-DE');
    expect(shopFooterLinks('account')).toContainEqual({
      labelKey: 'footer.imprint',
      to: '/content/impressum',
      external: false,
    });
    const hub = shopFooterLinks('creatorsHub');
    expect(hub).toContainEqual({
      labelKey: 'footer.accessibility',
      to: 'http://localhost/dpl/av/content/barrierefreiheit',
      external: true,
    });
    expect(hub.every((link) => link.external)).toBe(true);
  });
});
