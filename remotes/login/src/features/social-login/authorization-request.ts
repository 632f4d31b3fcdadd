import type { SocialProvider, SocialProviderSettings } from '@account/contracts';

/** What the browser keeps between leaving for the provider and coming back (spec: PKCE + state). */
export interface PendingRequest {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  /** Where login would have led, checked again by safeReturnPath on return. */
  returnTo: string;
  createdAt: number;
}

const STORAGE_KEY = 'account.socialLogin';
/** A provider round trip takes seconds to minutes; an older pending request is not honoured. */
const MAX_AGE_MS = 10 * 60 * 1000;

/** 32 random bytes, base64url: a verifier of 43 characters, as RFC 7636 asks. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return base64url(bytes);
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function s256(verifier: string): Promise<string> {
  return base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );
}

/**
 * How each provider is asked, by its protocol: Apple posts its answer (form_post) and knows the
 * scopes name and email; Google is plain OpenID Connect; Facebook is OAuth 2.0 with its own
 * permissions and no id_token, so no nonce.
 */
const REQUEST_SHAPE: Record<
  SocialProvider,
  { scope: string; responseMode?: 'form_post'; nonce: boolean }
> = {
  APPLE: { scope: 'name email', responseMode: 'form_post', nonce: true },
  GOOGLE: { scope: 'openid email profile', nonce: true },
  FACEBOOK: { scope: 'email public_profile', nonce: false },
};

/**
 * Prepares the authorization-code request with PKCE (S256), state and nonce. The secrets stay in
 * this tab's sessionStorage, so only the tab that started the login can finish it.
 */
export async function authorizationUrl(
  provider: SocialProvider,
  settings: SocialProviderSettings,
  redirectUri: string,
  returnTo: string,
  now = Date.now(),
): Promise<string> {
  const pending: PendingRequest = {
    provider,
    state: randomToken(),
    codeVerifier: randomToken(),
    nonce: randomToken(),
    redirectUri,
    returnTo,
    createdAt: now,
  };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const shape = REQUEST_SHAPE[provider];
  const url = new URL(settings.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    scope: shape.scope,
    ...(shape.responseMode && { response_mode: shape.responseMode }),
    state: pending.state,
    ...(shape.nonce && { nonce: pending.nonce }),
    code_challenge: await s256(pending.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * The pending request the provider's answer belongs to, used up on the first read so a reloaded
 * callback cannot replay it; null when the state is foreign, the provider differs or it is too old.
 */
export function takePendingRequest(
  provider: SocialProvider,
  state: string | null,
  now = Date.now(),
): PendingRequest | null {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  if (!stored || !state) return null;
  try {
    const pending = JSON.parse(stored) as PendingRequest;
    const valid =
      pending.state === state &&
      pending.provider === provider &&
      now - pending.createdAt <= MAX_AGE_MS;
    return valid ? pending : null;
  } catch {
    return null;
  }
}
