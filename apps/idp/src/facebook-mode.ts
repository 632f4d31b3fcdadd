import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { accountOf, rememberAccount } from './accounts';
import { issueCode, redeemCode, rememberRequest, takeRequest } from './authorizations';
import type { IdpConfig } from './config';
import { formOf, redirect, sendHtml, sendJson } from './http';
import { loginPage } from './login-page';

/** Graph API version in the path, as the real one (www.facebook.com and graph.facebook.com). */
export const FACEBOOK_PREFIX = '/facebook/v19.0';
const CLIENT_ID = 'facebook';

/** Graph errors look like this; the API only needs to see that it was refused. */
const graphError = (message: string, code = 190) => ({
  error: { message, type: 'OAuthException', code },
});

/**
 * Facebook Login as it answers on the web: an OAuth 2.0 code flow with PKCE and no id_token, the
 * access token redeemed with app id and app secret, and the person read from the Graph API's
 * `/me`, which refuses a call without the right appsecret_proof (HMAC-SHA256 of the token with
 * the app secret). A person may withhold the e-mail: `/me` then has none.
 */
export function facebookMode(config: IdpConfig) {
  const appSecret = config.secrets.facebook;
  const redirectUris = config.redirectOrigins.map((origin) => `${origin}/login/social/facebook`);
  const accessTokens = new Map<string, { subject: string; withholdEmail: boolean }>();
  const withheld = new Set<string>();

  function dialog(response: ServerResponse, url: URL) {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    if (
      params.get('client_id') !== CLIENT_ID ||
      !redirectUris.includes(redirectUri) ||
      params.get('code_challenge_method') !== 'S256' ||
      !params.get('code_challenge')
    ) {
      sendJson(response, 400, graphError('Invalid redirect_uri or app ID', 191));
      return;
    }
    const id = rememberRequest({
      clientId: CLIENT_ID,
      redirectUri,
      state: params.get('state') ?? '',
      nonce: '',
      scope: params.get('scope') ?? '',
      codeChallenge: params.get('code_challenge') ?? '',
    });
    sendHtml(
      response,
      loginPage({
        action: `${FACEBOOK_PREFIX}/dialog/oauth/${id}`,
        clientId: CLIENT_ID,
        choices: [{ name: 'withholdEmail', label: 'E-Mail-Adresse nicht freigeben' }],
      }),
    );
  }

  async function signIn(request: IncomingMessage, response: ServerResponse, id: string) {
    const pending = takeRequest(id);
    if (!pending) {
      sendJson(response, 400, graphError('This authorization has expired', 100));
      return;
    }
    const form = await formOf(request);
    const email = form.get('email')?.trim() ?? '';
    const answer = new URL(pending.redirectUri);
    answer.searchParams.set('state', pending.state);
    if (form.has('cancel') || !email.includes('@')) {
      answer.searchParams.set('error', 'access_denied');
      answer.searchParams.set('error_reason', 'user_denied');
      redirect(response, answer.href);
      return;
    }
    const subject = rememberAccount({
      email,
      firstName: form.get('firstName') ?? '',
      lastName: form.get('lastName') ?? '',
    });
    if (form.has('withholdEmail')) withheld.add(subject);
    else withheld.delete(subject);
    answer.searchParams.set('code', issueCode(pending, subject));
    redirect(response, answer.href);
  }

  async function accessToken(request: IncomingMessage, response: ServerResponse, url: URL) {
    const params = request.method === 'POST' ? await formOf(request) : url.searchParams;
    if (params.get('client_id') !== CLIENT_ID || params.get('client_secret') !== appSecret) {
      sendJson(response, 400, graphError('Error validating client secret.', 1));
      return;
    }
    const issued = redeemCode(
      params.get('code') ?? '',
      CLIENT_ID,
      params.get('redirect_uri') ?? '',
      params.get('code_verifier') ?? '',
    );
    if (!issued) {
      sendJson(response, 400, graphError('Invalid verification code format.', 100));
      return;
    }
    const token = `EAA${randomBytes(32).toString('base64url')}`;
    accessTokens.set(token, {
      subject: issued.subject,
      withholdEmail: withheld.has(issued.subject),
    });
    sendJson(response, 200, { access_token: token, token_type: 'bearer', expires_in: 5_183_944 });
  }

  function proofMatches(token: string, proof: string): boolean {
    const expected = createHmac('sha256', appSecret).update(token).digest();
    const given = Buffer.from(proof, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function me(request: IncomingMessage, response: ServerResponse, url: URL) {
    const token =
      url.searchParams.get('access_token') ??
      /^(?:Bearer|OAuth) (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ??
      '';
    const grant = accessTokens.get(token);
    const account = grant && accountOf(grant.subject);
    if (!grant || !account) {
      sendJson(response, 401, graphError('Invalid OAuth access token.'));
      return;
    }
    if (!proofMatches(token, url.searchParams.get('appsecret_proof') ?? '')) {
      sendJson(
        response,
        400,
        graphError('Invalid appsecret_proof provided in the API argument', 100),
      );
      return;
    }
    const person: Record<string, string> = {
      id: grant.subject,
      name: `${account.firstName} ${account.lastName}`,
      first_name: account.firstName,
      last_name: account.lastName,
      ...(!grant.withholdEmail && { email: account.email }),
    };
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
    sendJson(
      response,
      200,
      Object.fromEntries(Object.entries(person).filter(([key]) => fields.includes(key))),
    );
  }

  /** Answers the request when it is Facebook's; false leaves it to the other modes. */
  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    const url = new URL(request.url ?? '/', config.issuer);
    if (!url.pathname.startsWith(`${FACEBOOK_PREFIX}/`)) return false;
    const path = url.pathname.slice(FACEBOOK_PREFIX.length);
    const signInStep = /^\/dialog\/oauth\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && path === '/dialog/oauth') dialog(response, url);
    else if (request.method === 'POST' && signInStep)
      await signIn(request, response, signInStep[1]!);
    else if (path === '/oauth/access_token') await accessToken(request, response, url);
    else if (request.method === 'GET' && path === '/me') me(request, response, url);
    else sendJson(response, 404, graphError('Unknown path components', 2500));
    return true;
  };
}
