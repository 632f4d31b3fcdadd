import { ErrorKey } from '../shared/errors';
import { addressFieldNames, addressFieldOf } from './address-field-names';

describe('address field names', () => {
  // INVALID_* keys that refuse a whole request of another area, not one address field.
  const notAboutAnAddressField = ['INVALID_SUPPORT_REQUEST'];

  it('maps every other INVALID_* server key to an address field, each field at most once', () => {
    const invalidKeys = ErrorKey.options.filter(
      (key) => key.startsWith('INVALID_') && !notAboutAnAddressField.includes(key),
    );
    const fields = invalidKeys.map(addressFieldOf);
    expect(fields).not.toContain(null);
    expect(new Set(fields).size).toBe(invalidKeys.length);
    expect(fields.every((field) => field !== null && addressFieldNames.includes(field))).toBe(true);
  });

  it('gives no field for keys that are not about a field', () => {
    expect(addressFieldOf('EMAIL_ALREADY_EXISTS')).toBeNull();
    expect(addressFieldOf(null)).toBeNull();
  });

  it('names the zip code for INVALID_ZIP_CODE', () => {
    expect(addressFieldOf('INVALID_ZIP_CODE')).toBe('zipCode');
  });
});
