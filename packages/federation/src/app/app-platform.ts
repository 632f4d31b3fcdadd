import type { RuntimeConfig, ServiceName } from '@account/contracts';
import { i18n } from '@account/i18n';
import { checkLoginState } from '@account/session';
import { setUpShop } from '../host/set-up-shop';
import type { AccountAppProps } from './app-props';

/** Each service's path below the API base URL: the paths the account's own hosts proxy. */
const servicePaths: Record<ServiceName, string> = {
  customer: 'cs',
  basket: 'basket',
  newsletter: 'newsletter',
  orderHistory: 'order-history',
  orders: 'orders',
  payment: 'payment',
  addressCheck: 'address-check',
  products: 'products',
  socialLiveCommerce: 'slc',
  logging: 'logging',
  content: 'content',
};

/**
 * The runtime configuration an app derives from its props: no flags on, and of the other hosts
 * only the account area, where its back link leads.
 */
export function appRuntimeConfig({
  locale,
  apiBaseUrl,
  accountUrl,
}: AccountAppProps): RuntimeConfig {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const services = Object.fromEntries(
    Object.entries(servicePaths).map(([name, segment]) => [name, `${base}/${segment}`]),
  ) as Record<ServiceName, string>;
  return {
    environment: 'production',
    shops: { [window.location.hostname]: locale },
    services,
    // No flag is on (isFlagOn reads a missing one as off); listing them would import contracts'
    // zod enum into the app.
    flags: {} as RuntimeConfig['flags'],
    recaptcha: { provider: 'none' },
    hosts: { account: accountUrl },
  };
}

let platform: Promise<void> | null = null;

/**
 * Sets up configuration, API client, texts and the login state from the props, once per page. A
 * host that shares our platform packages and has set them up already (the creators hub) keeps
 * its own: the host's copy wins where it has one.
 */
export function setUpAppPlatform(props: AccountAppProps): Promise<void> {
  platform ??= i18n.isInitialized
    ? Promise.resolve()
    : setUpShop(appRuntimeConfig(props), props.locale).then(() => checkLoginState());
  return platform;
}
