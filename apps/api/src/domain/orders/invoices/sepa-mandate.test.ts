import { mandateReferenceOf, sepaDirectDebitOf } from './sepa-mandate';

/** ISO 7064 MOD 97-10 over the national part, then the country and check digits (EPC262-08). */
const validCreditorId = (id: string) => {
  const digits = [...`${id.slice(7)}${id.slice(0, 4)}`]
    .map((c) => parseInt(c, 36).toString())
    .join('');
  return BigInt(digits) % 97n === 1n;
};

describe('SEPA direct debit', () => {
  it('names a valid creditor identifier in DE and AT, none in the Swiss shop', () => {
    expect(sepaDirectDebitOf('DE', '10012345')?.creditorId).toBe('DE98ZZZ09999999999');
    expect(sepaDirectDebitOf('AT', '20012345')?.creditorId).toBe('AT61ZZZ01234567890');
    for (const country of ['DE', 'AT'] as const)
      expect(validCreditorId(sepaDirectDebitOf(country, '1')?.creditorId ?? '')).toBe(true);
    expect(validCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(sepaDirectDebitOf('CH', '30012345')).toBeNull();
  });

  it('derives the mandate reference stably from the customer number, in SEPA characters, at most 35', () => {
    expect(mandateReferenceOf('10012345')).toBe('S24-10012345-LS');
    expect(mandateReferenceOf('10012345')).toBe(mandateReferenceOf('10012345'));
    const long = mandateReferenceOf('Kunde 42 ä/ß'.repeat(5));
    expect(long.length).toBeLessThanOrEqual(35);
    expect(long).toMatch(/^[A-Za-z0-9+?/\-:().,']+$/);
  });
});
