import type { FeatureFlag } from '@account/contracts';
import { navigationGroups, visibleGroups } from './navigation';

const labels = (groups: ReturnType<typeof visibleGroups>) =>
  groups.flatMap((g) => g.entries.map((e) => e.labelKey));
const flags = (on: FeatureFlag[]) => (flag: FeatureFlag) => on.includes(flag);

describe('side navigation', () => {
  it('shows product history and contacts only with their flags', () => {
    const off = labels(
      visibleGroups(
        navigationGroups({ to: '/faq', external: true }),
        { isLightUser: false },
        flags([]),
      ),
    );
    expect(off).not.toContain('nav.productHistory');
    expect(off).not.toContain('nav.contacts');
    const on = labels(
      visibleGroups(
        navigationGroups({ to: '/faq', external: true }),
        { isLightUser: false },
        flags(['myAccountHomeRedesign', 'contactForm']),
      ),
    );
    expect(on).toEqual(expect.arrayContaining(['nav.productHistory', 'nav.contacts']));
  });

  it('drops a group whose only entry is hidden', () => {
    const groups = visibleGroups(
      navigationGroups({ to: '/faq', external: true }),
      { isLightUser: false },
      flags([]),
    );
    expect(groups.map((g) => g.labelKey)).not.toContain('nav.groups.history');
  });

  it('hides open invoices, change password and payment methods for light accounts', () => {
    const light = labels(
      visibleGroups(
        navigationGroups({ to: '/faq', external: true }),
        { isLightUser: true },
        flags([]),
      ),
    );
    expect(light).not.toEqual(expect.arrayContaining(['nav.openInvoices']));
    expect(light).not.toContain('nav.changePassword');
    expect(light).not.toContain('nav.paymentMethods');
    expect(light).toContain('nav.orders');
  });
});

describe('fakePages', () => {
  const deployed = (to: string) => to.startsWith('/orders') || to === '/open-invoices';

  it('off: links only areas a deployed remote serves, and the external FAQ', () => {
    const shown = labels(
      visibleGroups(
        navigationGroups({ to: '/faq', external: true }),
        { isLightUser: false },
        flags([]),
        deployed,
      ),
    );
    expect(shown).toEqual(['nav.orders', 'nav.openInvoices', 'nav.faq']);
  });

  it('on: links every area, those without a remote lead to the "not reachable" page', () => {
    const shown = labels(
      visibleGroups(
        navigationGroups({ to: '/faq', external: true }),
        { isLightUser: false },
        flags(['fakePages']),
        deployed,
      ),
    );
    expect(shown).toEqual(
      expect.arrayContaining(['nav.orders', 'nav.wishlist', 'nav.addresses', 'nav.myData']),
    );
  });
});
