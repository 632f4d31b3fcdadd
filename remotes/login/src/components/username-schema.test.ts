import { usernameSchema } from './username-schema';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => (result.success ? null : result.error?.issues[0]?.message);

describe('username schema', () => {
  it('asks for a username when the field is empty or blank', () => {
    expect(firstMessage(usernameSchema('de-DE').safeParse({ username: '   ' }))).toBe(
      'username.required',
    );
  });

  it('refuses a customer number on the Swiss shop but not on the German one', () => {
    expect(firstMessage(usernameSchema('de-CH').safeParse({ username: '30012345' }))).toBe(
      'username.invalid',
    );
    expect(usernameSchema('de-DE').safeParse({ username: ' 0010 012 345 ' }).success).toBe(true);
  });
});
