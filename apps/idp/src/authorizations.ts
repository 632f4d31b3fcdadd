import { createHash, randomBytes } from 'node:crypto';

/** An authorization request a provider mode accepted, waiting for the tester at the login page. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  scope: string;
  codeChallenge: string;
}

interface IssuedCode {
  request: AuthorizationRequest;
  subject: string;
  expiresAt: number;
}

/** A sign-in at the stand-in is one short visit, as at the real providers. */
const LIFETIME_MS = 10 * 60_000;
const CODE_LIFETIME_MS = 60_000;

const pending = new Map<string, AuthorizationRequest & { expiresAt: number }>();
const codes = new Map<string, IssuedCode>();

const random = () => randomBytes(24).toString('base64url');

export function rememberRequest(request: AuthorizationRequest): string {
  const id = random();
  pending.set(id, { ...request, expiresAt: Date.now() + LIFETIME_MS });
  return id;
}

/** The waiting request, used up: the login page answers each request once. */
export function takeRequest(id: string): AuthorizationRequest | undefined {
  const request = pending.get(id);
  pending.delete(id);
  return request && request.expiresAt > Date.now() ? request : undefined;
}

export function issueCode(request: AuthorizationRequest, subject: string): string {
  const code = random();
  codes.set(code, { request, subject, expiresAt: Date.now() + CODE_LIFETIME_MS });
  return code;
}

/**
 * A code redeemed at most once, by the client it was issued to, with the same redirect URI and
 * the PKCE verifier whose S256 challenge the browser sent (RFC 7636); otherwise undefined.
 */
export function redeemCode(
  code: string,
  clientId: string,
  redirectUri: string,
  codeVerifier: string,
): IssuedCode | undefined {
  const issued = codes.get(code);
  codes.delete(code);
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const valid =
    issued &&
    issued.expiresAt > Date.now() &&
    issued.request.clientId === clientId &&
    issued.request.redirectUri === redirectUri &&
    issued.request.codeChallenge === challenge;
  return valid ? issued : undefined;
}
