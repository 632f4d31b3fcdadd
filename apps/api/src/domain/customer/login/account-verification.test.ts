import { normalizeStreet } from './account-verification';

describe('normalizeStreet', () => {
  it.each([
    ['Heidestraße', 'heidestrasse'],
    ['Heidestr.', 'heidestrasse'],
    ['  heide strasse ', 'heidestrasse'],
    ['Heide-Str', 'heidestrasse'],
  ])('%s reads as %s', (typed, normalized) => {
    expect(normalizeStreet(typed)).toBe(normalized);
  });

  it('keeps different streets apart', () => {
    expect(normalizeStreet('Lindenweg')).not.toBe(normalizeStreet('Lindenallee'));
  });
});
