import { absolutePages, paths, servicePrefixes, type Locale } from '@account/contracts';
import type { Config } from '../../config';
import { shopLink } from '../../mail/shop-link';

/** The shop's origin alone, without the account root a configured origin may carry (`/dpl/av`). */
const originOf = (config: Config, locale: Locale) => new URL(config.shopOrigins[locale]).origin;

/**
 * newsletter/cancelSubscription is an absolute path (spec section 2): it sits at the shop host's
 * root whatever the account root is, so older mails keep working when the area moves.
 */
export function newsletterCancelLink(config: Config, locale: Locale, subscriptionId: string) {
  const url = new URL(`/${absolutePages.newsletterCancelSubscription}`, originOf(config, locale));
  url.searchParams.set('id', subscriptionId);
  return url.href;
}

/** RFC 8058: the URL mail clients POST `List-Unsubscribe=One-Click` to, on the newsletter service. */
export function newsletterOneClickLink(config: Config, locale: Locale, subscriptionId: string) {
  const path = `${servicePrefixes.newsletter}/subscription/${encodeURIComponent(subscriptionId)}/one-click`;
  return new URL(path, originOf(config, locale)).href;
}

/** RFC 8058 for the upsell mail: the same signed query as the page link, POSTed by the mail client. */
export function upsellOneClickLink(
  config: Config,
  locale: Locale,
  query: { customerId: string; email: string; signature: string },
) {
  const url = new URL(
    `${servicePrefixes.customer}/user/unsubscribe/upsell/one-click`,
    originOf(config, locale),
  );
  url.searchParams.set('customer_id', query.customerId);
  url.searchParams.set('email', query.email);
  url.searchParams.set('signature', query.signature);
  return url.href;
}

export const doiLinks = {
  newsletterConfirm: (config: Config, locale: Locale, token: string) =>
    shopLink(config, locale, paths.doi.newsletterConfirmation(), { token }),
  stockReminderConfirm: (config: Config, locale: Locale, token: string) =>
    shopLink(config, locale, paths.doi.stockReminderConfirm(), { token }),
  stockReminderUnsubscribe: (config: Config, locale: Locale, token: string) =>
    shopLink(config, locale, paths.doi.stockReminderUnsubscribe(), { token }),
  marketResearchConfirm: (config: Config, locale: Locale, token: string) =>
    shopLink(config, locale, paths.doi.researchConfirmation(), {
      'market-research-doi-token': token,
    }),
  upsellUnsubscribe: (
    config: Config,
    locale: Locale,
    query: { customerId: string; email: string; signature: string },
  ) =>
    shopLink(config, locale, paths.doi.unsubscribeUpsell(), {
      customer_id: query.customerId,
      email: query.email,
      signature: query.signature,
    }),
};
