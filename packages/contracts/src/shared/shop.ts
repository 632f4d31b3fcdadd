// Plain constants, kept apart from the zod schemas so browser bundles that import them do not
// pull in zod (contracts is side-effect free and tree-shaken per bundle).
import type { CountryCode, Locale } from './locale';

/** The header that tells the account services which shop a request comes from. */
export const LOCALE_HEADER = 'x-locale';
export const CLIENT_ID_HEADER = 'x-client-id';
export const CLIENT_ID = 'account-view';
export const CORRELATION_ID_HEADER = 'X-CorrelationId';
export const RECAPTCHA_HEADER = 'X-Recaptcha-Token';
/**
 * Between the host's proxy and the account services only, never from a browser: the secret that
 * makes the services believe the proxy's X-Forwarded-For (TRUSTED_PROXY_SECRET). Lower case, as
 * Node names incoming headers.
 */
export const TRUSTED_PROXY_SECRET_HEADER = 'x-trusted-proxy-secret';

export const countryOfLocale: Record<Locale, CountryCode> = {
  'de-DE': 'DE',
  'de-AT': 'AT',
  'de-CH': 'CH',
};

/** Currencies of spec section 9: CHF for Swiss customers, EUR otherwise. */
export const currencyOfCountry: Record<CountryCode, 'EUR' | 'CHF'> = {
  DE: 'EUR',
  AT: 'EUR',
  CH: 'CHF',
};

/** Readable by the page (not HttpOnly): the customer number of the session, see spec section 4. */
export const CUSTOMER_NUMBER_COOKIE = 'av_customer';

/** Spec section 9: the support mail address is built from the locale (kundenservice@…de/.at/.ch). */
export function serviceMailAddress(locale: Locale): string {
  return `kundenservice@shop24direkt.${countryOfLocale[locale].toLowerCase()}`;
}
