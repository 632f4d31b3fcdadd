import { groupIban, matchesIbanPattern, maskIban, normalizeIban } from './iban-rules';

describe('IBAN rules per shop country', () => {
  it.each([
    ['DE', 'DE89370400440532013000'],
    ['DE', 'de89 3704 0044 0532 0130 00'],
    ['AT', 'AT611904300234573201'],
    ['AT', ' at61 1904 3002 3457 3201 '],
    ['CH', 'CH9300762011623852957'],
    ['CH', 'CH56 0483 5012 3456 7800 9'],
    ['CH', 'CH44 3199 9123 0008 8901 2'],
    ['CH', 'CH10 0023 0A12 3456 7890 1'],
  ] as const)('%s accepts %s', (country, iban) => {
    expect(matchesIbanPattern(iban, country)).toBe(true);
  });

  it.each([
    // Another shop's IBAN: each shop takes its own country's only.
    ['DE', 'AT611904300234573201'],
    ['AT', 'DE89370400440532013000'],
    ['CH', 'DE89370400440532013000'],
    // One character short or long.
    ['DE', 'DE8937040044053201300'],
    ['DE', 'DE893704004405320130001'],
    ['AT', 'AT61190430023457320'],
    ['AT', 'AT6119043002345732011'],
    ['CH', 'CH930076201162385295'],
    ['CH', 'CH93007620116238529571'],
    // Letters where DE and AT have digits; a Swiss bank code is digits only.
    ['DE', 'DE8937040044053201300A'],
    ['AT', 'AT61190430023457320B'],
    ['CH', 'CH93A0762011623852957'],
    ['DE', ''],
  ] as const)('%s refuses %s', (country, iban) => {
    expect(matchesIbanPattern(iban, country)).toBe(false);
  });

  it('uppercases and strips every white space before sending', () => {
    expect(normalizeIban(' de89 3704\t0044 0532 0130 00\n')).toBe('DE89370400440532013000');
  });

  it('groups by four for display', () => {
    expect(groupIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban('at611904300234573201')).toBe('AT61 1904 3002 3457 3201');
    expect(groupIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });

  it('masks everything but the last four characters', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('******************3000');
    expect(maskIban('CH9300762011623852957')).toBe('*****************2957');
    expect(groupIban(maskIban('AT611904300234573201'))).toBe('**** **** **** **** 3201');
  });
});
