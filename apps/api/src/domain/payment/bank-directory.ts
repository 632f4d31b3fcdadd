import type { CountryCode } from '@account/contracts';

/**
 * The bank names the payment service derives from an IBAN's bank code. No maintained npm package
 * carries the directories, so this is an excerpt the project ships: bank codes (Bankleitzahl,
 * Bankleitzahl AT, IID) of well-known banks as published in the Deutsche Bundesbank's
 * Bankleitzahlendatei, the OeNB's Bankstellenverzeichnis and SIX's Bank Master (public
 * reference data). A bank it does not list still takes direct debit; its name stays empty.
 */
const directory: Record<CountryCode, Record<string, string>> = {
  DE: {
    '10010010': 'Postbank',
    '10011001': 'N26 Bank',
    '10050000': 'Berliner Sparkasse',
    '10070000': 'Deutsche Bank',
    '12030000': 'Deutsche Kreditbank Berlin',
    '20050550': 'Hamburger Sparkasse',
    '37040044': 'Commerzbank',
    '43060967': 'GLS Gemeinschaftsbank',
    '50010517': 'ING-DiBa',
    '50070010': 'Deutsche Bank',
    '70150000': 'Stadtsparkasse München',
  },
  AT: {
    '12000': 'UniCredit Bank Austria',
    '14000': 'BAWAG P.S.K.',
    '20111': 'Erste Bank der oesterreichischen Sparkassen',
    '32000': 'Raiffeisenlandesbank Niederösterreich-Wien',
  },
  CH: {
    '00230': 'UBS Switzerland',
    '00700': 'Zürcher Kantonalbank',
    '09000': 'PostFinance',
  },
};

export function bankNameOf(country: CountryCode, bankCode: string | undefined): string | null {
  return (bankCode && directory[country][bankCode]) || null;
}
