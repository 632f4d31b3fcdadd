import type { BankTransfer, CountryCode, Locale } from '@account/contracts';

/** The legal entity a shop sells as: it issues the invoices and is the one paid. */
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
  /** Named on every business letter (DE §35a GmbHG, AT §14 UGB; CH: the board's chair). */
  managingDirectors: { label: string; names: string[] };
}

/** Where a shop's returns go: printed on the return label and named in the confirmation mail. */
export interface ReturnAddress {
  recipient: string;
  department: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

interface ShopRecord {
  seller: Seller;
  bank: Omit<BankTransfer, 'recipient'>;
  returns: Omit<ReturnAddress, 'recipient'>;
  /**
   * The SEPA creditor identifier (Gläubiger-ID) a direct debit names: the Bundesbank's for DE,
   * the OeNB's for AT. The Swiss shop collects francs, outside SEPA direct debit: none.
   */
  creditorId: string | null;
}

/**
 * DEMO DATA, one record per shop (issue 39): the company that issues an invoice is the payee its
 * customers transfer to and the recipient of their returns, written once. A SEPA bank checks the
 * payee's name against the account (Verification of Payee, since October 2025): an invoice
 * issued by one name that asks to pay another looks like a phishing invoice. The IBANs are the
 * well-known example numbers of each country (valid checksums, no real account); the VAT numbers
 * have each country's format but belong to nobody. Production replaces this file's values.
 */
const records: Record<CountryCode, ShopRecord> = {
  DE: {
    seller: {
      name: 'Shop24 Direkt GmbH',
      street: 'Lagerstraße 12',
      zipCode: '36251',
      city: 'Bad Hersfeld',
      country: 'Deutschland',
      vatIdLabel: 'USt-IdNr.',
      vatId: 'DE123456789',
      register: 'Amtsgericht Bad Hersfeld, HRB 1234',
      managingDirectors: { label: 'Geschäftsführer', names: ['Dr. Jana Albers', 'Tobias Kern'] },
    },
    bank: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
    // The Bundesbank's example identifier (ISO 7064 MOD 97-10 check digits 98).
    creditorId: 'DE98ZZZ09999999999',
    returns: {
      department: 'Retourenzentrum',
      street: 'Lagerstraße 12',
      zipCode: '36251',
      city: 'Bad Hersfeld',
      country: 'Deutschland',
    },
  },
  AT: {
    seller: {
      name: 'Shop24 Direkt Handels GmbH',
      street: 'Industriestraße 5',
      zipCode: '5020',
      city: 'Salzburg',
      country: 'Österreich',
      vatIdLabel: 'UID-Nr.',
      vatId: 'ATU12345678',
      register: 'Landesgericht Salzburg, FN 123456a',
      managingDirectors: { label: 'Geschäftsführerin', names: ['Mag. Eva Steiner'] },
    },
    bank: {
      iban: 'AT61 1904 3002 3457 3201',
      bic: 'BKAUATWWXXX',
      bankName: 'UniCredit Bank Austria',
    },
    // An identifier of the OeNB's format, check digits computed (ISO 7064 MOD 97-10).
    creditorId: 'AT61ZZZ01234567890',
    returns: {
      department: 'Retourenzentrum Österreich',
      street: 'Industriestraße 5',
      zipCode: '5020',
      city: 'Salzburg',
      country: 'Österreich',
    },
  },
  CH: {
    seller: {
      name: 'Shop24 Direkt AG',
      street: 'Industriestrasse 8',
      zipCode: '8604',
      city: 'Volketswil',
      country: 'Schweiz',
      vatIdLabel: 'MWST-Nr.',
      vatId: 'CHE-123.456.789 MWST',
      register: 'Handelsregister des Kantons Zürich',
      managingDirectors: { label: 'Präsident des Verwaltungsrates', names: ['Urs Brunner'] },
    },
    bank: { iban: 'CH93 0076 2011 6238 5295 7', bic: 'POFICHBEXXX', bankName: 'PostFinance' },
    creditorId: null,
    returns: {
      department: 'Retourenzentrum Schweiz',
      street: 'Industriestrasse 8',
      zipCode: '8604',
      city: 'Volketswil',
      country: 'Schweiz',
    },
  },
};

/** Each shop's locale ends in its country: de-AT is the Austrian shop. */
const countryOfLocale = (locale: Locale) => locale.slice(3) as CountryCode;

export const sellerOf = (locale: Locale): Seller => records[countryOfLocale(locale)].seller;

/** The account invoices are paid to, in the name of the company that issued them. */
export const bankTransferOf = (country: CountryCode): BankTransfer => ({
  recipient: records[country].seller.name,
  ...records[country].bank,
});

/** The shop's SEPA creditor identifier; null where it collects no SEPA direct debit (CH). */
export const creditorIdOf = (country: CountryCode): string | null => records[country].creditorId;

export const returnAddressOf = (country: CountryCode): ReturnAddress => ({
  recipient: records[country].seller.name,
  ...records[country].returns,
});
