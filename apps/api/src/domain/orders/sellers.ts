import type { Locale } from '@account/contracts';

/** The legal entity a shop sells as: named on every invoice with its VAT registration. */
export interface Seller {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  /** What the VAT number is called in the shop's country, and the number. */
  vatIdLabel: string;
  vatId: string;
  register: string;
}

/**
 * DEMO DATA, per shop: the seller of the German, Austrian and Swiss shop. The numbers have each
 * country's format (USt-IdNr. DE + 9 digits, UID ATU + 8 digits, Swiss UID CHE-xxx.xxx.xxx MWST)
 * but belong to nobody. Production replaces this file's values.
 */
const sellers: Record<Locale, Seller> = {
  'de-DE': {
    name: 'Shop24 Direkt GmbH',
    street: 'Lagerstraße 12',
    zipCode: '36251',
    city: 'Bad Hersfeld',
    country: 'Deutschland',
    vatIdLabel: 'USt-IdNr.',
    vatId: 'DE123456789',
    register: 'Amtsgericht Bad Hersfeld, HRB 1234',
  },
  'de-AT': {
    name: 'Shop24 Direkt Handels GmbH',
    street: 'Industriestraße 5',
    zipCode: '5020',
    city: 'Salzburg',
    country: 'Österreich',
    vatIdLabel: 'UID-Nr.',
    vatId: 'ATU12345678',
    register: 'Landesgericht Salzburg, FN 123456a',
  },
  'de-CH': {
    name: 'Shop24 Direkt AG',
    street: 'Industriestrasse 8',
    zipCode: '8604',
    city: 'Volketswil',
    country: 'Schweiz',
    vatIdLabel: 'MWST-Nr.',
    vatId: 'CHE-123.456.789 MWST',
    register: 'Handelsregister des Kantons Zürich',
  },
};

export const sellerOf = (locale: Locale): Seller => sellers[locale];
