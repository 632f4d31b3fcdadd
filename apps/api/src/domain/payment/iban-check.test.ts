import { checkIban } from './iban-check';

describe('the payment service checks an IBAN', () => {
  it.each([
    ['DE', 'de89 3704 0044 0532 0130 00', 'DE89370400440532013000', 'Commerzbank', 'COBADEFFXXX'],
    [
      'AT',
      'AT79 2011 1000 1234 5678',
      'AT792011100012345678',
      'Erste Bank der oesterreichischen Sparkassen AG',
      'GIBAATWWXXX',
    ],
    ['CH', 'ch78 0900 0000 0123 4567 8', 'CH7809000000012345678', 'PostFinance AG', 'POFICHBEXXX'],
  ] as const)('%s: %s is valid, sent normalized, at %s', (country, input, iban, name, bic) => {
    expect(checkIban(input, country)).toEqual({ valid: true, iban, bank: { name, bic } });
  });

  it('takes a valid IBAN of a bank its directory does not list, without a name', () => {
    expect(checkIban('AT611904300234573201', 'AT')).toEqual({
      valid: true,
      iban: 'AT611904300234573201',
      bank: null,
    });
  });

  it.each([
    // One digit off: the checksum fails.
    ['DE', 'DE89370400440532013001'],
    ['AT', 'AT792011100012345679'],
    ['CH', 'CH7809000000012345679'],
    // Valid IBANs of another shop's country.
    ['DE', 'AT792011100012345678'],
    ['CH', 'DE89370400440532013000'],
    // Off the pattern.
    ['DE', 'DE8937040044053201300'],
  ] as const)('%s refuses %s', (country, input) => {
    expect(checkIban(input, country)).toEqual({ valid: false });
  });
});
