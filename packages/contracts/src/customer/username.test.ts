import { isValidUsername, normalizeUsername, usernameKind } from './username';

describe('username rules (spec section 5)', () => {
  it.each([
    ['10012345', 'customerNumber'],
    [' 0010 012 345 ', 'customerNumber'],
    ['max.mustermann@example.de', 'email'],
    ['', null],
    ['   ', null],
    ['12a45', null],
    ['max@', null],
    ['max @example.de', null],
    ['10 012  345', null],
  ])('%j is %s', (input, kind) => {
    expect(usernameKind(input)).toBe(kind);
  });

  it('accepts customer numbers in Germany and Austria but only e-mail addresses in Switzerland', () => {
    expect(isValidUsername('30012345', 'de-DE')).toBe(true);
    expect(isValidUsername('30012345', 'de-AT')).toBe(true);
    expect(isValidUsername('30012345', 'de-CH')).toBe(false);
    expect(isValidUsername('luca.meier@example.ch', 'de-CH')).toBe(true);
  });

  it('strips spaces and leading zeros from customer numbers and keeps e-mails as typed', () => {
    expect(normalizeUsername(' 0010 012 345 ')).toBe('10012345');
    expect(normalizeUsername('  Max.Mustermann@Example.de ')).toBe('Max.Mustermann@Example.de');
    expect(normalizeUsername('0')).toBe('0');
  });
});
