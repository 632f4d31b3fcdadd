import { countryOfLocale, serviceMailAddress, type Locale } from '@account/contracts';

/** What the content pages say differently per shop: phone, mail, currency, company seat. */
export interface ShopDetails {
  locale: Locale;
  phone: string;
  mail: string;
  currency: 'EUR' | 'CHF';
  /** Swiss customers have no statutory right of withdrawal; the shop grants a return right. */
  statutoryWithdrawal: boolean;
}

const phones: Record<Locale, string> = {
  'de-DE': '0800 23 23 23 0',
  'de-AT': '0800 20 20 20',
  'de-CH': '0800 55 66 77',
};

export function shopDetails(locale: Locale): ShopDetails {
  const country = countryOfLocale[locale];
  return {
    locale,
    phone: phones[locale],
    mail: serviceMailAddress(locale),
    currency: country === 'CH' ? 'CHF' : 'EUR',
    statutoryWithdrawal: country !== 'CH',
  };
}
