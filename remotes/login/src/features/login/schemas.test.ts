import { passwordSchema } from './schemas';

describe('password step schema', () => {
  it('asks for the password', () => {
    const result = passwordSchema.safeParse({ password: '', stayLoggedIn: false });
    expect(result.success ? null : result.error.issues[0]?.message).toBe('password.required');
  });
});
