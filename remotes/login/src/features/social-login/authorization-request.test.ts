/** @jest-environment node */
import { createHash } from 'node:crypto';
import { authorizationUrl, takePendingRequest } from './authorization-request';

// Node has WebCrypto and btoa; sessionStorage is all this module needs from a browser.
const store = new Map<string, string>();
Object.defineProperty(globalThis, 'sessionStorage', {
  value: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  },
});

const settings = { authorizationEndpoint: 'http://127.0.0.1:3020/auth', clientId: 'google' };
const redirectUri = 'http://de.localhost:3000/login/social/google';

beforeEach(() => store.clear());

describe('the authorization request', () => {
  it('asks for a code with PKCE S256, state and nonce, and keeps the secrets for the return', async () => {
    const url = new URL(await authorizationUrl('GOOGLE', settings, redirectUri, '/orders', 1000));
    const params = Object.fromEntries(url.searchParams);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3020/auth');
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'google',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const pending = takePendingRequest('GOOGLE', params.state ?? null, 2000);
    expect(pending).toMatchObject({
      provider: 'GOOGLE',
      nonce: params.nonce,
      redirectUri,
      returnTo: '/orders',
    });
    expect(pending!.codeVerifier).toHaveLength(43);
    expect(createHash('sha256').update(pending!.codeVerifier).digest('base64url')).toBe(
      params.code_challenge,
    );
  });

  it('refuses a foreign state, another provider, a stale request and a second use', async () => {
    for (const [provider, stateOf, at] of [
      ['GOOGLE', () => 'forged', 2000],
      ['APPLE', (s: string) => s, 2000],
      ['GOOGLE', (s: string) => s, 1000 + 11 * 60 * 1000],
    ] as const) {
      const url = new URL(await authorizationUrl('GOOGLE', settings, redirectUri, '/', 1000));
      expect(takePendingRequest(provider, stateOf(url.searchParams.get('state')!), at)).toBeNull();
    }
    const url = new URL(await authorizationUrl('GOOGLE', settings, redirectUri, '/', 1000));
    const valid = url.searchParams.get('state');
    expect(takePendingRequest('GOOGLE', valid, 2000)).not.toBeNull();
    expect(takePendingRequest('GOOGLE', valid, 2000)).toBeNull();
  });

  it('asks Apple to post its answer with the name, and Facebook for its permissions without a nonce', async () => {
    const apple = new URL(
      await authorizationUrl(
        'APPLE',
        { authorizationEndpoint: 'https://appleid.apple.com/auth/authorize', clientId: 'apple' },
        'http://de.localhost:3000/api/cs/user/social-login/apple/callback/de-DE',
        '/',
      ),
    ).searchParams;
    expect(apple.get('response_mode')).toBe('form_post');
    expect(apple.get('scope')).toBe('name email');
    expect(apple.get('nonce')).toBeTruthy();

    const facebook = new URL(
      await authorizationUrl(
        'FACEBOOK',
        { authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth', clientId: 'fb' },
        'http://de.localhost:3000/login/social/facebook',
        '/',
      ),
    ).searchParams;
    expect(facebook.get('scope')).toBe('email public_profile');
    expect(facebook.has('nonce')).toBe(false);
    expect(facebook.has('response_mode')).toBe(false);
    expect(facebook.get('code_challenge_method')).toBe('S256');
  });
});
