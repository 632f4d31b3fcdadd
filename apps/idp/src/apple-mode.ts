import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import {
  exportJWK,
  generateKeyPair,
  importSPKI,
  jwtVerify,
  SignJWT,
  decodeProtectedHeader,
} from 'jose';
import { accountOf, rememberAccount } from './accounts';
import { issueCode, redeemCode, rememberRequest, takeRequest } from './authorizations';
import type { IdpConfig } from './config';
import { escape, formOf, sendHtml, sendJson } from './http';
import { loginPage } from './login-page';

export const APPLE_PREFIX = '/apple';
const CLIENT_ID = 'apple';
const AUDIENCE = 'https://appleid.apple.com';
/** Apple refuses client secrets that are valid for longer than six months. */
const MAX_SECRET_LIFETIME_S = 15_777_000;

/**
 * Sign in with Apple as it answers on the web: discovery and keys at its issuer, the answer
 * posted to the redirect URI (response_mode=form_post) with the `user` field (the name) only on
 * the first authorization of a person for the app, a client secret that must be an ES256 JWT of
 * the team signed with the key whose public part is configured, and email_verified as a string.
 */
export async function appleMode(config: IdpConfig) {
  const issuer = `${config.issuer}${APPLE_PREFIX}`;
  const signing = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const publicJwk = { ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const teamKey = await importSPKI(config.apple.publicKey, 'ES256');
  // Apple sends the name once per person and app; a second sign-in carries no `user` field.
  const authorized = new Set<string>();

  async function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== CLIENT_ID || !config.apple.redirectUris.includes(redirectUri)) {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    if (
      params.get('response_type') !== 'code' ||
      params.get('response_mode') !== 'form_post' ||
      params.get('code_challenge_method') !== 'S256' ||
      !params.get('code_challenge')
    ) {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const id = rememberRequest({
      clientId: CLIENT_ID,
      redirectUri,
      state: params.get('state') ?? '',
      nonce: params.get('nonce') ?? '',
      scope: params.get('scope') ?? '',
      codeChallenge: params.get('code_challenge') ?? '',
    });
    sendHtml(
      response,
      loginPage({
        action: `${APPLE_PREFIX}/auth/authorize/${id}`,
        clientId: CLIENT_ID,
        choices: [{ name: 'hideEmail', label: 'E-Mail-Adresse verbergen' }],
      }),
    );
  }

  /** The answer goes back as a form the browser posts at once, as Apple's page does. */
  function postBack(response: ServerResponse, redirectUri: string, fields: Record<string, string>) {
    const inputs = Object.entries(fields)
      .map(
        ([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`,
      )
      .join('');
    sendHtml(
      response,
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Weiterleitung zum Shop</title></head>
<body><form id="answer" method="post" action="${escape(redirectUri)}">${inputs}<button type="submit">Weiter zum Shop</button></form>
<script>document.getElementById('answer').submit();</script></body></html>`,
    );
  }

  async function signIn(request: IncomingMessage, response: ServerResponse, id: string) {
    const pending = takeRequest(id);
    if (!pending) {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const form = await formOf(request);
    const email = form.get('email')?.trim() ?? '';
    if (form.has('cancel') || !email.includes('@')) {
      postBack(response, pending.redirectUri, {
        error: 'user_cancelled_authorize',
        state: pending.state,
      });
      return;
    }
    const firstName = form.get('firstName') ?? '';
    const lastName = form.get('lastName') ?? '';
    const subject = rememberAccount({ email, firstName, lastName }, form.has('hideEmail'));
    const fields: Record<string, string> = {
      code: issueCode(pending, subject),
      state: pending.state,
    };
    if (!authorized.has(subject) && pending.scope.split(' ').includes('name')) {
      authorized.add(subject);
      fields.user = JSON.stringify({
        name: { firstName, lastName },
        email: accountOf(subject)?.email,
      });
    }
    postBack(response, pending.redirectUri, fields);
  }

  /** The client secret: an ES256 JWT from the team for this client to Apple, signed with the team key. */
  async function clientAuthenticated(clientId: string, secret: string): Promise<boolean> {
    try {
      if (decodeProtectedHeader(secret).kid !== config.apple.keyId) return false;
      const { payload } = await jwtVerify(secret, teamKey, {
        algorithms: ['ES256'],
        issuer: config.apple.teamId,
        subject: clientId,
        audience: AUDIENCE,
        requiredClaims: ['iat', 'exp'],
      });
      return payload.exp! - payload.iat! <= MAX_SECRET_LIFETIME_S;
    } catch {
      return false;
    }
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await formOf(request);
    const clientId = form.get('client_id') ?? '';
    if (
      clientId !== CLIENT_ID ||
      !(await clientAuthenticated(clientId, form.get('client_secret') ?? ''))
    ) {
      sendJson(response, 400, { error: 'invalid_client' });
      return;
    }
    const issued =
      form.get('grant_type') === 'authorization_code'
        ? redeemCode(
            form.get('code') ?? '',
            clientId,
            form.get('redirect_uri') ?? '',
            form.get('code_verifier') ?? '',
          )
        : undefined;
    const account = issued && accountOf(issued.subject);
    if (!issued || !account) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      email: account.email,
      // Apple writes its booleans as strings.
      email_verified: 'true',
      is_private_email: account.email.endsWith('@privaterelay.appleid.com') ? 'true' : 'false',
      auth_time: now,
      nonce_supported: true,
      ...(issued.request.nonce && { nonce: issued.request.nonce }),
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setSubject(issued.subject)
      .setAudience(clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(signing.privateKey);
    sendJson(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: randomBytes(24).toString('base64url'),
      id_token: idToken,
    });
  }

  const discovery = {
    issuer,
    authorization_endpoint: `${issuer}/auth/authorize`,
    token_endpoint: `${issuer}/auth/token`,
    jwks_uri: `${issuer}/auth/keys`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'name'],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'iat',
      'is_private_email',
      'iss',
      'nonce',
      'nonce_supported',
      'sub',
    ],
  };

  /** Answers the request when it is Apple's; false leaves it to the other modes. */
  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    const url = new URL(request.url ?? '/', config.issuer);
    if (!url.pathname.startsWith(`${APPLE_PREFIX}/`)) return false;
    const path = url.pathname.slice(APPLE_PREFIX.length);
    const signInStep = /^\/auth\/authorize\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && path === '/.well-known/openid-configuration')
      sendJson(response, 200, discovery);
    else if (request.method === 'GET' && path === '/auth/keys')
      sendJson(response, 200, { keys: [publicJwk] });
    else if (request.method === 'GET' && path === '/auth/authorize')
      await authorize(request, response, url);
    else if (request.method === 'POST' && signInStep)
      await signIn(request, response, signInStep[1]!);
    else if (request.method === 'POST' && path === '/auth/token') await token(request, response);
    else sendJson(response, 404, { error: 'not_found' });
    return true;
  };
}
