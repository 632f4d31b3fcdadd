import { changePasswordSchema, resetPasswordSchema } from './schema';

const valid = {
  currentPassword: 'Altes-Passwort-1',
  newPassword: 'Neues-Passwort-2',
  confirmation: 'Neues-Passwort-2',
};
const errorsOf = (values: typeof valid, schema = changePasswordSchema) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('change password form (spec section 5)', () => {
  it('accepts a new password typed twice that differs from the current one', () => {
    expect(errorsOf(valid)).toEqual([]);
  });
  it('requires every field', () => {
    expect(errorsOf({ currentPassword: '', newPassword: '', confirmation: '' })).toEqual([
      'changePassword.errors.currentRequired',
      'changePassword.errors.newRequired',
      'changePassword.errors.confirmationRequired',
    ]);
  });
  it('says "Passwörter stimmen nicht überein." for a differing confirmation', () => {
    expect(errorsOf({ ...valid, confirmation: 'Neues-Passwort-3' })).toEqual([
      'changePassword.errors.mismatch',
    ]);
  });
  it('refuses the current password as the new one', () => {
    expect(
      errorsOf({
        ...valid,
        newPassword: valid.currentPassword,
        confirmation: valid.currentPassword,
      }),
    ).toEqual(['changePassword.errors.sameAsCurrent']);
  });
  it('wants at least 8 characters', () => {
    expect(errorsOf({ ...valid, newPassword: 'kurz', confirmation: 'kurz' })).toEqual([
      'changePassword.errors.newMin',
    ]);
  });
  it('needs no current password with a reset link', () => {
    expect(errorsOf({ ...valid, currentPassword: '' }, resetPasswordSchema)).toEqual([]);
  });
});
