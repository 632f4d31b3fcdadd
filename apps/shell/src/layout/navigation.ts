import { paths, type FeatureFlag, type LoggedInUser } from '@account/contracts';
import type { IconName } from '@account/ui';

export interface NavEntry {
  labelKey: string;
  to: string;
  icon: IconName;
  external?: boolean;
  /** A page of the shell itself (the content service's FAQ): reachable whatever is deployed. */
  servedByShell?: boolean;
  /** Shown only while this flag is on. */
  flag?: FeatureFlag;
  /** Light accounts have no invoices, stored payment methods or password of their own yet. */
  fullAccountsOnly?: boolean;
  /** Asks for the current password: hidden for accounts without one (`isHelloUser`). */
  needsPassword?: boolean;
  /** A personal area: hidden while the customer has no customer number (docs/decisions/README.md). */
  personal?: boolean;
}

/**
 * A light account that has not set its password: it has no invoices, stored payment method or
 * password of its own yet. Setting the password finishes the registration (spec section 6), so
 * from then on it sees what a full account sees; the account type stays LIGHT. A service that
 * leaves `isHelloUser` out is taken to mean no password.
 */
export function isUnfinishedLightAccount(
  user: Pick<LoggedInUser, 'isLightUser'> & Partial<Pick<LoggedInUser, 'isHelloUser'>>,
): boolean {
  return user.isLightUser && user.isHelloUser !== false;
}

export interface NavGroup {
  labelKey: string;
  entries: NavEntry[];
}

/** The side navigation groups of spec section 2, in their order. */
export function navigationGroups(faq: { to: string; external: boolean }): NavGroup[] {
  return [
    {
      labelKey: 'nav.groups.orders',
      entries: [
        { labelKey: 'nav.orders', to: paths.orders.history(), icon: 'box' },
        {
          labelKey: 'nav.openInvoices',
          to: paths.orders.openInvoices(),
          icon: 'invoice',
          fullAccountsOnly: true,
        },
        { labelKey: 'nav.wishlist', to: paths.wishlist.start(), icon: 'heart' },
        // Vouchers are redeemed on an order: beside the orders, not the profile (decision 068).
        { labelKey: 'nav.vouchers', to: paths.profile.vouchers(), icon: 'tag' },
      ],
    },
    {
      labelKey: 'nav.groups.referrals',
      entries: [{ labelKey: 'nav.referrals', to: paths.service.referrals(), icon: 'share' }],
    },
    {
      labelKey: 'nav.groups.streams',
      entries: [{ labelKey: 'nav.followedCreators', to: paths.creators.start(), icon: 'play' }],
    },
    {
      labelKey: 'nav.groups.history',
      entries: [
        {
          labelKey: 'nav.productHistory',
          to: paths.service.productHistory(),
          icon: 'clock',
          flag: 'myAccountHomeRedesign',
        },
      ],
    },
    {
      labelKey: 'nav.groups.profile',
      entries: [
        { labelKey: 'nav.myData', to: paths.profile.start(), icon: 'user', personal: true },
        {
          labelKey: 'nav.changeEmail',
          to: paths.profile.changeEmail(),
          icon: 'mail',
          needsPassword: true,
        },
        {
          labelKey: 'nav.changePassword',
          to: paths.profile.changePassword(),
          icon: 'lock',
          fullAccountsOnly: true,
          needsPassword: true,
        },
        // Every account has sessions and logins to look after, whichever way it logs in.
        { labelKey: 'nav.security', to: paths.profile.security(), icon: 'lock' },
        // Every account has consents to look after (issue 26).
        { labelKey: 'nav.privacyCentre', to: paths.profile.privacyCentre(), icon: 'shield' },
        { labelKey: 'nav.addresses', to: paths.addresses.start(), icon: 'pin', personal: true },
        {
          labelKey: 'nav.paymentMethods',
          to: paths.payments.start(),
          icon: 'card',
          fullAccountsOnly: true,
          personal: true,
        },
      ],
    },
    {
      labelKey: 'nav.groups.service',
      entries: [
        {
          labelKey: 'nav.faq',
          to: faq.to,
          icon: 'help',
          external: faq.external,
          servedByShell: true,
        },
        {
          labelKey: 'nav.contacts',
          to: paths.service.contacts(),
          icon: 'chat',
          flag: 'contactForm',
        },
      ],
    },
  ];
}

/**
 * Drops entries whose flag is off or that the customer's account type does not have (light
 * accounts, accounts without a password, no customer number: docs/decisions/README.md), and —
 * unless `fakePages` is on — entries of areas no deployed remote serves yet (`isDeployed`), so
 * customers never follow a link to the "area not reachable" placeholder.
 */
export function visibleGroups(
  groups: NavGroup[],
  user: Pick<LoggedInUser, 'isLightUser'> &
    Partial<Pick<LoggedInUser, 'isHelloUser' | 'customerNumber'>>,
  isFlagOn: (flag: FeatureFlag) => boolean,
  isDeployed: (to: string) => boolean = () => true,
): NavGroup[] {
  const reachable = (entry: NavEntry) =>
    entry.external || entry.servedByShell || isFlagOn('fakePages') || isDeployed(entry.to);
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) =>
          (!entry.flag || isFlagOn(entry.flag)) &&
          !(entry.fullAccountsOnly && isUnfinishedLightAccount(user)) &&
          !(entry.needsPassword && user.isHelloUser) &&
          !(entry.personal && user.customerNumber === '') &&
          reachable(entry),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}
