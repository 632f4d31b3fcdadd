import { generateKeyPairSync } from 'node:crypto';
import { APPLE_AUDIENCE, appleClientSecret } from './apple-client-secret';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const apple = {
  teamId: 'TEAM123456',
  clientId: 'de.shop24direkt.signin',
  keyId: 'KEY1234567',
  privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
};

describe('appleClientSecret', () => {
  it('is an ES256 JWT of the team for the Services ID to Apple, verified with the public key', async () => {
    const jose = await import('jose');
    const now = Date.UTC(2026, 10, 27, 3, 0, 0);
    const secret = await appleClientSecret(apple, now);

    expect(jose.decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jose.jwtVerify(secret, publicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      subject: 'de.shop24direkt.signin',
      audience: 'https://appleid.apple.com',
      currentDate: new Date(now),
    });
    expect(APPLE_AUDIENCE).toBe('https://appleid.apple.com');
    expect(payload.iat).toBe(now / 1000);
    // Apple refuses secrets valid for longer than six months.
    expect(payload.exp! - payload.iat!).toBeGreaterThan(0);
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15_777_000);
  });

  it('does not verify with another key', async () => {
    const jose = await import('jose');
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    await expect(jose.jwtVerify(await appleClientSecret(apple), other)).rejects.toThrow();
  });
});
