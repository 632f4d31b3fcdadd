import {
  billingAddressErrors,
  deliveryAddressErrors,
  isAddressText,
  isValidPhone,
  isValidPostNumber,
  isValidStationNumber,
  isValidZip,
  type DeliveryAddressInput,
} from './address-rules';
import { differsFromInput } from './address-comparison';

const postal: DeliveryAddressInput = {
  salutation: 'MR',
  firstName: 'Max',
  lastName: 'Mustermann',
  street: 'Hauptstraße',
  streetNumber: '5a',
  zipCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  phone: '030 1234567',
};

describe('zip codes per country (DECISIONS: DE 5, AT 4, CH 4 digits)', () => {
  it.each([
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['DE', '101155', false],
    ['AT', '1010', true],
    ['AT', '10100', false],
    ['CH', '8001', true],
    ['CH', '800', false],
    ['CH', '80O1', false],
  ] as const)('%s %s → %s', (country, zip, valid) => {
    expect(isValidZip(zip, country)).toBe(valid);
  });
});

describe('phone numbers per country (libphonenumber-js)', () => {
  it.each([
    ['DE', '030 1234567', true],
    ['DE', '+49 170 1234567', true],
    ['DE', '1234', false],
    ['AT', '01 2345678', true],
    ['AT', '+43 664 1234567', true],
    ['AT', '030 1234567', false],
    ['CH', '044 123 45 67', true],
    ['CH', '+41 79 123 45 67', true],
    ['CH', '044 123', false],
  ] as const)('%s %s → %s', (country, phone, valid) => {
    expect(isValidPhone(phone, country)).toBe(valid);
  });
});

describe('station and post numbers', () => {
  it.each([
    ['123', true],
    ['12', false],
    ['1234', false],
    ['12a', false],
  ])('station number %s → %s', (value, valid) => {
    expect(isValidStationNumber(value)).toBe(valid);
  });
  it.each([
    ['123456', true],
    ['1234567890', true],
    ['12345', false],
    ['12345678901', false],
    ['12345a7', false],
  ])('post number %s → %s', (value, valid) => {
    expect(isValidPostNumber(value)).toBe(valid);
  });
});

describe('the allowed characters', () => {
  it.each(['Straße des 17. Juni', "D'Angelo", 'Müller-Lüdenscheid', '12/3', 'Zürich'])(
    'accepts %s',
    (value) => expect(isAddressText(value)).toBe(true),
  );
  it.each(['Haupt<str>', 'Weg #5', 'a_b', 'x@y', '...', 'Straße; DROP'])('refuses %s', (value) =>
    expect(isAddressText(value)).toBe(false),
  );
});

describe('deliveryAddressErrors', () => {
  it('passes a valid postal address in each country', () => {
    expect(deliveryAddressErrors(postal)).toEqual({});
    expect(
      deliveryAddressErrors({
        ...postal,
        zipCode: '1010',
        city: 'Wien',
        countryCode: 'AT',
        phone: '+43 1 2345678',
      }),
    ).toEqual({});
    expect(
      deliveryAddressErrors({
        ...postal,
        street: 'Bahnhofstrasse',
        zipCode: '8001',
        city: 'Zürich',
        countryCode: 'CH',
        phone: '044 123 45 67',
      }),
    ).toEqual({});
  });

  it('names every broken field with its server key', () => {
    expect(
      deliveryAddressErrors({
        ...postal,
        salutation: 'DR',
        firstName: '',
        street: 'Weg #5',
        zipCode: '1234',
        phone: '12',
      }),
    ).toEqual({
      salutation: 'INVALID_SALUTATION',
      firstName: 'INVALID_FIRST_NAME',
      street: 'INVALID_STREET',
      zipCode: 'INVALID_ZIP_CODE',
      phone: 'INVALID_PHONE',
    });
  });

  it('applies the German zip rule only to German addresses', () => {
    expect(deliveryAddressErrors({ ...postal, countryCode: 'AT', phone: '' })).toEqual({
      zipCode: 'INVALID_ZIP_CODE',
    });
  });

  it('checks a Packstation by station and post number', () => {
    const packstation = {
      ...postal,
      street: '',
      streetNumber: '',
      parcelPointKind: 'PACKSTATION' as const,
      stationNumber: '123',
      postNumber: '12345678',
    };
    expect(deliveryAddressErrors(packstation)).toEqual({});
    expect(deliveryAddressErrors({ ...packstation, stationNumber: '12', postNumber: '' })).toEqual({
      stationNumber: 'INVALID_STATION_NUMBER',
      postNumber: 'INVALID_POST_NUMBER',
    });
  });

  it('refuses pick-up points outside Germany and as a typed street', () => {
    expect(
      deliveryAddressErrors({
        ...postal,
        zipCode: '1010',
        city: 'Wien',
        countryCode: 'AT',
        phone: '',
        parcelPointKind: 'POSTFILIALE',
        stationNumber: '123',
      }),
    ).toEqual({ countryCode: 'INVALID_COUNTRY_CODE' });
    expect(deliveryAddressErrors({ ...postal, street: 'Packstation' })).toEqual({
      street: 'INVALID_STREET',
    });
  });
});

describe('billingAddressErrors', () => {
  const billing = {
    street: 'Ringstraße',
    streetNumber: '1',
    zipCode: '1010',
    city: 'Wien',
    countryCode: 'AT',
  };
  it('accepts DE, AT and CH', () => {
    expect(billingAddressErrors(billing)).toEqual({});
    expect(billingAddressErrors({ ...billing, countryCode: 'FR' })).toEqual({
      countryCode: 'INVALID_COUNTRY_CODE',
    });
  });
  it('refuses a pick-up point', () => {
    expect(
      billingAddressErrors({ ...billing, street: 'Packstation', streetNumber: '123' }),
    ).toEqual({
      street: 'INVALID_STREET',
    });
  });
});

describe('differsFromInput', () => {
  const input = {
    street: 'Hauptstr.',
    streetNumber: '5',
    zipCode: '10115',
    city: 'Berlin',
    countryCode: 'DE' as const,
  };
  it('sees a corrected street', () => {
    expect(differsFromInput(input, { ...input, street: 'Hauptstraße' })).toBe(true);
  });
  it('ignores white space around words', () => {
    expect(differsFromInput({ ...input, city: ' Berlin ' }, input)).toBe(false);
  });
});
