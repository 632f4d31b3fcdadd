import type { BankTransfer, CountryCode } from '@account/contracts';

/** Where a shop's returns go: printed on the return label and named in the confirmation mail. */
export interface ReturnAddress {
  recipient: string;
  department: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

/**
 * DEMO DATA, per shop: the returns centre and the account invoices are paid to. The IBANs are
 * the well-known example numbers of each country (valid checksums, no real account); the Swiss
 * shop is paid in CHF to a Swiss account. Production replaces this file's values.
 */
const accounts: Record<CountryCode, { returns: ReturnAddress; bank: BankTransfer }> = {
  DE: {
    returns: {
      recipient: 'Shop24 Direkt GmbH',
      department: 'Retourenzentrum',
      street: 'Lagerstraße 12',
      zipCode: '36251',
      city: 'Bad Hersfeld',
      country: 'Deutschland',
    },
    bank: {
      recipient: 'Shop24 Direkt GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
    },
  },
  AT: {
    returns: {
      recipient: 'Shop24 Direkt GmbH',
      department: 'Retourenzentrum Österreich',
      street: 'Industriestraße 5',
      zipCode: '5020',
      city: 'Salzburg',
      country: 'Österreich',
    },
    bank: {
      recipient: 'Shop24 Direkt GmbH',
      iban: 'AT61 1904 3002 3457 3201',
      bic: 'BKAUATWWXXX',
      bankName: 'UniCredit Bank Austria',
    },
  },
  CH: {
    returns: {
      recipient: 'Shop24 Direkt GmbH',
      department: 'Retourenzentrum Schweiz',
      street: 'Industriestrasse 8',
      zipCode: '8604',
      city: 'Volketswil',
      country: 'Schweiz',
    },
    bank: {
      recipient: 'Shop24 Direkt GmbH',
      iban: 'CH93 0076 2011 6238 5295 7',
      bic: 'POFICHBEXXX',
      bankName: 'PostFinance',
    },
  },
};

export const returnAddressOf = (country: CountryCode): ReturnAddress => accounts[country].returns;
export const bankTransferOf = (country: CountryCode): BankTransfer => accounts[country].bank;
