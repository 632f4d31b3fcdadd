import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@account/contracts';
import { common as commonDE } from './catalogues/common.de-DE';
import { common as commonAT } from './catalogues/common.de-AT';
import { common as commonCH } from './catalogues/common.de-CH';
import type { Catalogue } from './types';

export const COMMON_NS = 'common';

/**
 * The one i18next instance of the page. This package is a Module Federation singleton, so the
 * host and every remote import this same object; remotes only add their namespaces to it.
 */
export const i18n: I18n = i18next.createInstance();

export function initI18n(locale: Locale): Promise<unknown> {
  // Pre-rendering at build time runs without a document; the page's own <html lang> is set there.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18n.use(initReactI18next).init({
    lng: locale,
    // Austrian and Swiss texts override the German base key by key.
    fallbackLng: { 'de-AT': ['de-DE'], 'de-CH': ['de-DE'], default: ['de-DE'] },
    supportedLngs: ['de-DE', 'de-AT', 'de-CH'],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: {
      'de-DE': { [COMMON_NS]: commonDE },
      'de-AT': { [COMMON_NS]: commonAT },
      'de-CH': { [COMMON_NS]: commonCH },
    },
    // Spec section 8: messages get the company name substituted wherever they say {{company}}.
    interpolation: { escapeValue: false, defaultVariables: { company: commonDE.company } },
    returnNull: false,
    initAsync: false,
  });
}

/** A remote registers its own namespace when its module loads. */
export function addCatalogue<T extends object>(ns: string, catalogue: Catalogue<T>): void {
  for (const [lng, texts] of Object.entries(catalogue)) {
    i18n.addResourceBundle(lng, ns, texts, true, true);
  }
}
