import { bankOf } from './bank-directory';

describe('the bank an IBAN names, from the national bank code lists', () => {
  // Bank codes from the Bundesbank's Bankleitzahlendatei, names and BICs as it publishes them.
  it.each([
    ['10070000', 'Deutsche Bank', 'DEUTDEBBXXX'],
    ['50070010', 'Deutsche Bank', 'DEUTDEFFXXX'],
    ['37040044', 'Commerzbank', 'COBADEFFXXX'],
    ['20041111', 'Commerzbank - GF comdirect', 'COBADEHDXXX'],
    ['50010517', 'ING-DiBa', 'INGDDEFFXXX'],
    ['12030000', 'Deutsche Kreditbank Berlin', 'BYLADEM1001'],
    ['10010010', 'Postbank Ndl der Deutsche Bank', 'PBNKDEFFXXX'],
    ['10011001', 'N26 Bank', 'NTSBDEB1XXX'],
    ['10050000', 'BSK 1818 - Berliner Sparkasse', 'BELADEBEXXX'],
    ['20050550', 'Hamburger Sparkasse', 'HASPDEHHXXX'],
    ['43060967', 'GLS Gemeinschaftsbank', 'GENODEM1GLS'],
    ['70150000', 'Stadtsparkasse München', 'SSKMDEMMXXX'],
    ['76050101', 'Sparkasse Nürnberg', 'SSKNDE77XXX'],
    ['30020900', 'TARGOBANK', 'CMCIDEDDXXX'],
    ['25050180', 'Sparkasse Hannover', 'SPKHDE2HXXX'],
    ['44050199', 'Sparkasse Dortmund', 'DORTDE33XXX'],
    ['66050101', 'Sparkasse Karlsruhe', 'KARSDE66XXX'],
    ['86055592', 'Stadt- und Kreissparkasse Leipzig', 'WELADE8LXXX'],
    ['52060410', 'Evangelische Bank', 'GENODEF1EK1'],
    ['70020270', 'UniCredit Bank - HypoVereinsbank', 'HYVEDEMMXXX'],
  ])('DE %s is %s (%s)', (bankCode, name, bic) => {
    expect(bankOf('DE', bankCode)).toEqual({ name, bic });
  });

  // The OeNB's SEPA bank directory and SIX's Bank Master.
  it.each([
    ['AT', '20111', 'Erste Bank der oesterreichischen Sparkassen AG', 'GIBAATWWXXX'],
    ['AT', '12000', 'UniCredit Bank Austria AG', 'BKAUATWWXXX'],
    ['AT', '38000', 'Raiffeisen-Landesbank Steiermark AG', 'RZSTAT2GXXX'],
    ['CH', '09000', 'PostFinance AG', 'POFICHBEXXX'],
    ['CH', '00700', 'Zürcher Kantonalbank', 'ZKBKCHZZ80A'],
    ['CH', '00790', 'Berner Kantonalbank AG', 'KBBECH22XXX'],
    ['CH', '81487', 'Raiffeisenbank Zürich', 'RAIFCH22E87'],
  ] as const)('%s %s is %s (%s)', (country, bankCode, name, bic) => {
    expect(bankOf(country, bankCode)).toEqual({ name, bic });
  });

  it.each([
    ['DE', '99999999'],
    ['DE', '00000000'],
    ['AT', '99999'],
    ['CH', '99999'],
    ['DE', undefined],
  ] as const)('%s %s names no bank', (country, bankCode) => {
    expect(bankOf(country, bankCode)).toBeNull();
  });

  it("looks a code up in its own country's list only", () => {
    // 09000 is PostFinance in Switzerland; no Austrian bank has it.
    expect(bankOf('AT', '09000')).toBeNull();
  });
});
