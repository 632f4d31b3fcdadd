import { normaliseStreet } from './street-spelling';

describe('normaliseStreet', () => {
  it.each([
    ['DE', 'Hauptstr.', 'Hauptstraße'],
    ['DE', 'hauptstr', 'Hauptstraße'],
    ['DE', 'Hauptstrasse', 'Hauptstraße'],
    ['DE', 'Berliner Str.', 'Berliner Straße'],
    ['DE', 'Straße des 17. Juni', 'Straße des 17. Juni'],
    ['DE', '  Am   Markt ', 'Am Markt'],
    ['AT', 'Hauptstr.', 'Hauptstraße'],
    ['AT', 'Mariahilfer Str.', 'Mariahilfer Straße'],
    ['CH', 'Bahnhofstr.', 'Bahnhofstrasse'],
    ['CH', 'Bahnhofstraße', 'Bahnhofstrasse'],
    ['CH', 'Freie Str.', 'Freie Strasse'],
    ['CH', 'Marktgasse', 'Marktgasse'],
  ] as const)('%s: %s → %s', (country, typed, expected) => {
    expect(normaliseStreet(typed, country)).toBe(expected);
  });

  it('leaves words that merely contain "str" alone', () => {
    expect(normaliseStreet('Strandweg', 'DE')).toBe('Strandweg');
    expect(normaliseStreet('Astrid-Lindgren-Weg', 'DE')).toBe('Astrid-Lindgren-Weg');
  });
});
