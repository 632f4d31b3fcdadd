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

  it('leads every customer, light accounts too, to their vouchers beside orders and wishlist', () => {
    for (const user of [{ isLightUser: false }, { isLightUser: true }]) {
      const [orders] = visibleGroups(
        navigationGroups({ to: '/faq', external: true }),
        user,
        flags([]),
      );
      expect(orders!.labelKey).toBe('nav.groups.orders');
      const vouchers = orders!.entries.find((entry) => entry.labelKey === 'nav.vouchers');
      expect(vouchers?.to).toBe('/my-vouchers');
    }
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

describe('side navigation by customer type (docs/decisions/005-navigation.md)', () => {
  const profileEntries = (user: Parameters<typeof visibleGroups>[1]) =>
    labels(visibleGroups(navigationGroups({ to: '/faq', external: true }), user, flags([]))).filter(
      (label) =>
        [
          'nav.myData',
          'nav.changeEmail',
          'nav.changePassword',
          'nav.addresses',
          'nav.paymentMethods',
        ].includes(label),
    );

  it('shows a full account with password every "Mein Profil" entry', () => {
    expect(
      profileEntries({ isLightUser: false, isHelloUser: false, customerNumber: '10012345' }),
    ).toEqual([
      'nav.myData',
      'nav.changeEmail',
      'nav.changePassword',
      'nav.addresses',
      'nav.paymentMethods',
    ]);
  });

  it('hides change password and payment methods for a light account without its password', () => {
    expect(
      profileEntries({ isLightUser: true, isHelloUser: true, customerNumber: '10012345' }),
    ).toEqual(['nav.myData', 'nav.addresses']);
  });

  it('shows a light account that set its password every entry a full account sees', () => {
    const finished = { isLightUser: true, isHelloUser: false, customerNumber: '30099999' };
    expect(profileEntries(finished)).toEqual([
      'nav.myData',
      'nav.changeEmail',
      'nav.changePassword',
      'nav.addresses',
      'nav.paymentMethods',
    ]);
    expect(
      labels(visibleGroups(navigationGroups({ to: '/faq', external: true }), finished, flags([]))),
    ).toContain('nav.openInvoices');
  });

  it('hides the entries that ask for the current password from an account without one', () => {
    expect(
      profileEntries({ isLightUser: false, isHelloUser: true, customerNumber: '10012345' }),
    ).toEqual(['nav.myData', 'nav.addresses', 'nav.paymentMethods']);
  });

  it('hides the personal areas while there is no customer number', () => {
    expect(profileEntries({ isLightUser: false, isHelloUser: false, customerNumber: '' })).toEqual([
      'nav.changeEmail',
      'nav.changePassword',
    ]);
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
