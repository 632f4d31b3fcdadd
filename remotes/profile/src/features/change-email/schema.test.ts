import { changeEmailSchema } from './schema';

const valid = {
  newEmail: 'neu@example.de',
  confirmation: 'Neu@Example.de',
  password: 'geheim',
  newsletterOptIn: false,
};
const errorsOf = (values: typeof valid) => {
  const result = changeEmailSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('change e-mail form (spec section 5)', () => {
  it('accepts a valid address typed twice, case aside', () => {
    expect(errorsOf(valid)).toEqual([]);
  });
  it('requires every field', () => {
    expect(errorsOf({ ...valid, newEmail: '', confirmation: '', password: '' })).toEqual([
      'changeEmail.errors.newEmailRequired',
      'changeEmail.errors.confirmationRequired',
      'changeEmail.errors.passwordRequired',
    ]);
  });
  it('refuses an address that is none', () => {
    expect(errorsOf({ ...valid, newEmail: 'neu@', confirmation: 'neu@' })).toEqual([
      'changeEmail.errors.newEmailInvalid',
    ]);
  });
  it('refuses a confirmation that differs', () => {
    expect(errorsOf({ ...valid, confirmation: 'anders@example.de' })).toEqual([
      'changeEmail.errors.mismatch',
    ]);
  });
});
