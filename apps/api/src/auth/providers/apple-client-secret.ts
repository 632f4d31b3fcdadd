import type { AppleClientConfig } from '../social-login-config';

type Jose = typeof import('jose');
let jose: Promise<Jose> | null = null;
const loadJose = () => (jose ??= import('jose'));

export const APPLE_AUDIENCE = 'https://appleid.apple.com';
/**
 * Apple accepts a client secret for up to six months; one made per code exchange lives for
 * minutes, so a leaked one is soon worth nothing and no renewal job is needed.
 */
export const APPLE_CLIENT_SECRET_LIFETIME_S = 5 * 60;

/**
 * The client secret Apple's token endpoint wants: an ES256 JWT from the team (iss), for the
 * Services ID (sub), to Apple (aud), signed with the team's key named by its key id (kid).
 */
export async function appleClientSecret(
  apple: Pick<AppleClientConfig, 'teamId' | 'clientId' | 'keyId' | 'privateKey'>,
  now = Date.now(),
): Promise<string> {
  const { SignJWT, importPKCS8 } = await loadJose();
  const key = await importPKCS8(apple.privateKey, 'ES256');
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + APPLE_CLIENT_SECRET_LIFETIME_S)
    .sign(key);
}
