import { usernameResolver } from './username-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('username resolver', () => {
  it('reports the catalogue key of an empty username, loading the schema on the first check', async () => {
    const result = await usernameResolver('de-DE')({ username: '  ' }, undefined, options);
    expect(result.errors.username?.message).toBe('username.required');
  });

  it('passes a German customer number, trimmed, and refuses it on the Swiss shop', async () => {
    const german = await usernameResolver('de-DE')({ username: ' 10012345 ' }, undefined, options);
    expect(german.values).toEqual({ username: '10012345' });
    const swiss = await usernameResolver('de-CH')({ username: '30012345' }, undefined, options);
    expect(swiss.errors.username?.message).toBe('username.invalid');
  });
});
