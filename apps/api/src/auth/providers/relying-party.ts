import type { SocialProvider } from '@account/contracts';

/**
 * openid-client (the certified relying party) is an ES module; the API runs as CommonJS, so it is
 * loaded on first use.
 */
export type OpenIdClient = typeof import('openid-client');
let openIdClient: Promise<OpenIdClient> | null = null;
export const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));

/** What a provider vouches for about the customer after a redeemed code. */
export interface VerifiedIdentity {
  subject: string;
  /** Empty when the provider gave none (Facebook may not). */
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** What the browser brings back from the provider: the code and what its tab kept (PKCE, nonce). */
export interface CodeGrant {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
  /** The authorization response's `iss` (RFC 9207), when the provider sends one. */
  iss?: string | undefined;
  /** Apple's `user` form field of a first authorization: the only place its name comes from. */
  appleUser?: string | undefined;
}

/** The provider refused the code or answered with something that does not check out. */
export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';
}

/** One adapter per provider: the code in, the verified identity out. */
export interface ProviderAdapter {
  provider: SocialProvider;
  /** Exact redirect URIs the browser may have used; the provider checks them again on exchange. */
  redirectUris: string[];
  redeem(grant: CodeGrant): Promise<VerifiedIdentity>;
}

/** The local identity provider of apps/idp answers over plain HTTP on this machine. */
export function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The authorization response as openid-client reads it: the redirect URI with the code (and the
 * issuer, when sent). The state was already checked by the browser tab that stored it, the only
 * place it lives (docs/decisions/README.md), so openid-client is told to skip it.
 */
export function authorizationResponse(grant: CodeGrant): URL {
  const url = new URL(grant.redirectUri);
  url.searchParams.set('code', grant.code);
  if (grant.iss) url.searchParams.set('iss', grant.iss);
  return url;
}

/** The provider could not be reached or failed itself: our problem, not the customer's. */
function isOutage(client: OpenIdClient, error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.WWWAuthenticateChallengeError
  )
    return false;
  if (!(error instanceof client.ClientError)) return true;
  return (
    error.code === 'OAUTH_TIMEOUT' ||
    error.code === 'OAUTH_ABORT' ||
    error.cause instanceof TypeError
  );
}

/**
 * Whatever openid-client refuses (a refused grant, a forged or foreign id_token, a wrong nonce)
 * is the client's problem; a provider out of reach stays an outage.
 */
export async function asProviderAnswer<T>(
  client: OpenIdClient,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof IdentityProviderError || isOutage(client, error)) throw error;
    throw new IdentityProviderError(String(error), { cause: error });
  }
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
