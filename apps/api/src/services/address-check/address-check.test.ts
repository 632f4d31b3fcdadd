import { checkAddress } from './address-check';

const check = (street: string, zipCode: string, city: string, countryCode: 'DE' | 'AT' | 'CH') =>
  checkAddress({ street, streetNumber: '5', zipCode, city, countryCode });

describe('checkAddress (postal reference data)', () => {
  it('answers a correct address unchanged, as a list of one, in each country', () => {
    expect(check('Musterstraße', '10115', 'Berlin', 'DE')).toEqual([
      {
        street: 'Musterstraße',
        streetNumber: '5',
        zipCode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      },
    ]);
    expect(check('Mariahilfer Straße', '1060', 'Wien', 'AT')).toHaveLength(1);
    expect(check('Bahnhofstrasse', '8001', 'Zürich', 'CH')).toHaveLength(1);
  });

  it('spells the street as the country does', () => {
    expect(check('Hauptstr.', '10115', 'Berlin', 'DE')[0]!.street).toBe('Hauptstraße');
    expect(check('Hauptstr.', '1060', 'Wien', 'AT')[0]!.street).toBe('Hauptstraße');
    expect(check('Bahnhofstr.', '8001', 'Zürich', 'CH')[0]!.street).toBe('Bahnhofstrasse');
  });

  it('corrects a misspelt place of a known zip code', () => {
    expect(check('Musterstraße', '10115', 'Berlln', 'DE')[0]!.city).toBe('Berlin');
    expect(check('Mariahilfer Straße', '1060', 'Wein', 'AT')[0]!.city).toBe('Wien');
    expect(check('Bahnhofstrasse', '8001', 'Zurich', 'CH')[0]!.city).toBe('Zürich');
  });

  it("recommends the place's own zip codes when the zip code does not fit it", () => {
    const [first] = check('Musterstraße', '10151', 'Berlin', 'DE');
    expect(first!.city).toBe('Berlin');
    expect(first!.zipCode).toMatch(/^1[0-4]\d{3}$/);
    expect(check('Mariahilfer Straße', '1600', 'Wien', 'AT')[0]).toMatchObject({
      zipCode: '1060',
      city: 'Wien',
    });
    expect(check('Bahnhofstrasse', '8010', 'Zürich', 'CH')[0]).toMatchObject({ city: 'Zürich' });
    expect(check('Bahnhofstrasse', '8010', 'Zürich', 'CH')[0]!.zipCode).not.toBe('8010');
  });

  it('offers the places of the zip code as alternatives', () => {
    const results = check('Marienplatz', '80331', 'Berlin', 'DE');
    expect(results.map((result) => result.city)).toContain('München');
    expect(results.length).toBeLessThanOrEqual(5);
  });

  it('refuses a zip code of the wrong format per country', () => {
    expect(() => check('Musterstraße', '1011', 'Berlin', 'DE')).toThrow('INVALID_ZIP_CODE');
    expect(() => check('Ringstraße', '10100', 'Wien', 'AT')).toThrow('INVALID_ZIP_CODE');
    expect(() => check('Marktgasse', '301', 'Bern', 'CH')).toThrow('INVALID_ZIP_CODE');
  });

  it('refuses a German zip code no place has; partial data checks only the format', () => {
    expect(() => check('Musterstraße', '00000', 'Nirgendwo', 'DE')).toThrow('INVALID_ZIP_CODE');
    expect(check('Dorfweg', '9999', 'Irgendwo', 'AT')).toEqual([
      {
        street: 'Dorfweg',
        streetNumber: '5',
        zipCode: '9999',
        city: 'Irgendwo',
        countryCode: 'AT',
      },
    ]);
  });
});
