import { createAccountSchema } from './schemas';

const valid = {
  salutation: 'MS',
  firstName: 'Erika',
  lastName: 'Musterfrau',
  street: 'Heidestraße',
  streetNumber: '17',
  addressAddition: '',
  zipCode: '51147',
  city: 'Köln',
  dateOfBirth: '12.08.1964',
  password: 'Sonnenblumen',
  newsletterConsent: false,
};

const messageOf = (input: object, country: 'DE' | 'AT' | 'CH' = 'DE') => {
  const result = createAccountSchema(country).safeParse({ ...valid, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('create-account rules (spec section 5)', () => {
  it('accepts a complete German registration', () => {
    expect(messageOf({})).toBeNull();
  });

  it('needs at least 8 password characters', () => {
    expect(messageOf({ password: 'Kurz123' })).toBe('newPassword.min');
    expect(messageOf({ password: '' })).toBe('newPassword.required');
  });

  it('takes digits and separators only for the birth date, and an adult', () => {
    expect(messageOf({ dateOfBirth: '' })).toBe('createAccount.required.dateOfBirth');
    expect(messageOf({ dateOfBirth: '12.Aug.1964' })).toBe('createAccount.invalid.dateOfBirth');
    expect(messageOf({ dateOfBirth: `01.01.${new Date().getFullYear() - 10}` })).toBe(
      'createAccount.invalid.adult',
    );
  });

  it('checks the zip code of the shop country', () => {
    expect(messageOf({ zipCode: '1010' })).toBe('createAccount.invalid.zipCode');
    expect(messageOf({ zipCode: '1010' }, 'AT')).toBeNull();
  });

  it('asks the salutation a delivery address needs', () => {
    expect(messageOf({ salutation: undefined })).toBe('createAccount.required.salutation');
    expect(messageOf({ salutation: 'FAMILY' })).toBe('createAccount.required.salutation');
  });

  it('asks no password of a social sign-up', () => {
    const social = createAccountSchema('DE', { withPassword: false });
    expect(social.safeParse({ ...valid, password: '' }).success).toBe(true);
  });

  it('refuses special characters in names', () => {
    expect(messageOf({ firstName: 'Eri<ka>' })).toBe('createAccount.invalid.firstName');
  });
});
