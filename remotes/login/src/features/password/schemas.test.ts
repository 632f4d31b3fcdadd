import { newPasswordSchema } from './schemas';

const issues = (values: { password: string; confirmation: string }) => {
  const result = newPasswordSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('new password form', () => {
  it('asks for at least 8 characters', () => {
    expect(issues({ password: 'kurz', confirmation: 'kurz' })).toEqual([
      'password:newPassword.min',
    ]);
  });

  it('names the confirmation when the two entries differ', () => {
    expect(issues({ password: 'Herbstlaub-2026', confirmation: 'Herbstlaub-2027' })).toEqual([
      'confirmation:setPassword.mismatch',
    ]);
  });

  it('accepts a long enough password confirmed correctly', () => {
    expect(issues({ password: 'Herbstlaub-2026', confirmation: 'Herbstlaub-2026' })).toEqual([]);
  });
});
