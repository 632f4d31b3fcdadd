import type { SocialProviderConfig } from './social-login-config';

/** jose is an ES module; the API runs as CommonJS, so it is loaded on first use. */
type Jose = typeof import('jose');
let jose: Promise<Jose> | null = null;
const loadJose = () => (jose ??= import('jose'));

interface Discovery {
  issuer: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** What a provider vouches for in a verified id_token. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface CodeGrant {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
}

/** The provider refused the code or answered with a token that does not check out. */
export class OidcError extends Error {
  override name = 'OidcError';
}

// Discovery documents and key sets are fetched once per issuer; jose refreshes keys on a new kid.
const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<Jose['createRemoteJWKSet']>>();

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok)
    throw new OidcError(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function discover(issuer: string): Promise<Discovery> {
  let discovery = discoveries.get(issuer);
  if (!discovery) {
    discovery = getJson<Discovery>(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    // A failed look-up is not cached: the provider may be back on the next attempt.
    discovery.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, discovery);
  }
  return discovery;
}

async function keySet(discovery: Discovery) {
  const { createRemoteJWKSet } = await loadJose();
  let keys = keySets.get(discovery.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    keySets.set(discovery.jwks_uri, keys);
  }
  return keys;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Redeems an authorization code at the provider's token endpoint (client_secret_basic, PKCE) and
 * verifies the id_token: signature by the provider's JWKS, issuer, audience, expiry and the nonce
 * the browser sent along, so a token minted for another request or client is refused.
 */
export async function redeemCode(
  provider: SocialProviderConfig,
  grant: CodeGrant,
): Promise<VerifiedIdentity> {
  const discovery = await discover(provider.issuer);
  const credentials = Buffer.from(
    `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
  ).toString('base64');
  const tokens = await getJson<{ id_token?: string }>(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.codeVerifier,
    }),
  });
  if (!tokens.id_token) throw new OidcError('The token response has no id_token');

  const { jwtVerify } = await loadJose();
  const { payload } = await jwtVerify(tokens.id_token, await keySet(discovery), {
    issuer: discovery.issuer,
    audience: provider.clientId,
    requiredClaims: ['sub', 'exp', 'iat'],
  }).catch((error: unknown) => {
    throw new OidcError(`id_token rejected: ${String(error)}`);
  });
  if (payload.nonce !== grant.nonce)
    throw new OidcError('id_token nonce does not match the request');
  return {
    subject: text(payload.sub),
    email: text(payload.email).toLowerCase(),
    // Apple sends the flag as a string.
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
  };
}
