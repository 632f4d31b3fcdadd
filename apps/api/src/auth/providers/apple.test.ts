import { appleEmailOf, appleNamesOf } from './apple';

describe("Apple's e-mail and name", () => {
  it.each([
    ['a private relay address without email_verified', { email: 'x7q2@privaterelay.appleid.com' }],
    [
      'a private relay address Apple calls unverified',
      { email: 'X7Q2@PrivateRelay.AppleID.com', email_verified: 'false' },
    ],
    ['an address verified as a string', { email: 'hanna@example.de', email_verified: 'true' }],
    ['an address verified as a boolean', { email: 'hanna@example.de', email_verified: true }],
  ])('counts %s as verified', (_, claims) => {
    expect(appleEmailOf(claims)).toEqual({
      email: claims.email.toLowerCase(),
      emailVerified: true,
    });
  });

  it.each([
    ['an address Apple calls unverified', { email: 'hanna@example.de', email_verified: 'false' }],
    ['an address without email_verified', { email: 'hanna@example.de' }],
    [
      'a look-alike of the relay domain',
      { email: 'x7q2@privaterelay.appleid.com.example.de', email_verified: false },
    ],
    ['no address', {}],
  ])('does not count %s as verified', (_, claims) => {
    expect(appleEmailOf(claims).emailVerified).toBe(false);
  });

  it("takes the name from the first authorization's user field only", () => {
    const user = JSON.stringify({
      name: { firstName: ' Hanna ', lastName: 'Hidden' },
      email: 'x7q2@privaterelay.appleid.com',
    });
    expect(appleNamesOf(user)).toEqual({ firstName: 'Hanna', lastName: 'Hidden' });
    // Later sign-ins bring no user field; a malformed one names nobody.
    expect(appleNamesOf(undefined)).toEqual({ firstName: '', lastName: '' });
    expect(appleNamesOf('{not json')).toEqual({ firstName: '', lastName: '' });
    expect(appleNamesOf(JSON.stringify({ name: 'Hanna' }))).toEqual({
      firstName: '',
      lastName: '',
    });
  });
});
