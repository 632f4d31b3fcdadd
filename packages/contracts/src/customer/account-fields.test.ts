import {
  birthDateToIso,
  invalidAddressField,
  isAdult,
  isValidName,
  isValidZipCode,
} from './account-fields';

const valid = {
  firstName: 'Jürgen',
  lastName: "O'Neill-Müller",
  street: 'Hauptstraße',
  streetNumber: '12a',
  zipCode: '10115',
  city: 'Frankfurt (Oder)',
};

describe('account fields (spec section 5, DECISIONS.md)', () => {
  it('accepts real names with umlauts, apostrophes and hyphens but no special characters', () => {
    expect(isValidName('Zoë Ångström')).toBe(true);
    expect(isValidName('Max<script>')).toBe(false);
    expect(isValidName('')).toBe(false);
    expect(isValidName('4711')).toBe(false);
  });

  it('takes the zip code of the shop country', () => {
    expect(isValidZipCode('10115', 'DE')).toBe(true);
    expect(isValidZipCode('1010', 'AT')).toBe(true);
    expect(isValidZipCode('8001', 'CH')).toBe(true);
    expect(isValidZipCode('1010', 'DE')).toBe(false);
    expect(isValidZipCode('10115', 'CH')).toBe(false);
  });

  it('names the first broken field with the spec error key', () => {
    expect(invalidAddressField(valid, 'DE')).toBeNull();
    expect(invalidAddressField({ ...valid, lastName: '§' }, 'DE')).toBe('INVALID_LAST_NAME');
    expect(invalidAddressField({ ...valid, streetNumber: 'x' }, 'DE')).toBe(
      'INVALID_STREET_NUMBER',
    );
    expect(invalidAddressField(valid, 'AT')).toBe('INVALID_ZIP_CODE');
    expect(invalidAddressField({ ...valid, addressAddition: 'c/o <b>' }, 'DE')).toBe(
      'INVALID_ADDRESS_ADDITION',
    );
  });

  it('requires the customer to be 18 on the day of entry', () => {
    const today = new Date(2026, 4, 14);
    expect(isAdult('2008-05-14', today)).toBe(true);
    expect(isAdult('2008-05-15', today)).toBe(false);
    expect(isAdult('1979-02-30', today)).toBe(false);
  });

  it('sends dd.mm.yyyy as yyyy-mm-dd', () => {
    expect(birthDateToIso('1.2.1980')).toBe('1980-02-01');
    expect(birthDateToIso('14.05.1979')).toBe('1979-05-14');
    expect(birthDateToIso('1979-05-14')).toBeNull();
  });
});
