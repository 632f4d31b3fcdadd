import { CLIENT_ID, CLIENT_ID_HEADER } from '@account/contracts';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import {
  startFakeOidcProvider,
  TEST_REDIRECT_URI,
  type FakeOidcProvider,
} from '../../../test/fake-oidc-provider';
import { waitForMails } from '../../../test/outbox';
import { insertCustomerWithPassword, PROFILE_PASSWORD } from '../../../test/profile-fixtures';
import { MAX } from '../../../test/session-helpers';
import {
  authenticationResponse,
  newPasskey,
  registrationResponse,
} from '../../../test/software-authenticator';
import { rawRequest } from '../../../test/raw-request';
import { dialects } from '../../../test/test-database';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  body: any;
  cookies: Record<string, string>;
}

/**
 * A call as a client without any User-Agent header makes it (fetch always sends one): scripts,
 * some privacy proxies and other apps do.
 */
async function withoutUserAgent(
  api: TestApi,
  path: string,
  body: unknown,
  cookies: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = {
    [CLIENT_ID_HEADER]: CLIENT_ID,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(payload)),
  };
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (cookieHeader) headers.cookie = cookieHeader;
  const answer = await rawRequest(`${api.baseUrl}${path}`, 'POST', headers, payload);
  return {
    status: answer.status,
    body: answer.text ? JSON.parse(answer.text) : undefined,
    cookies: Object.fromEntries(
      (answer.headers['set-cookie'] ?? []).map((header) => {
        const pair = header.split(';')[0]!;
        return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      }),
    ),
  };
}

describe.each(dialects)('every way in works without a User-Agent (%s)', (dialect) => {
  let api: TestApi;
  let provider: FakeOidcProvider;
  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    api = await startTestApi(dialect, { config: { socialLogin: { GOOGLE: provider.config } } });
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  let counter = 0;
  async function newCustomer() {
    counter += 1;
    const email = `ohne-ua-${dialect}-${counter}@example.de`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `79${dialect === 'sqlite' ? 1 : 2}${String(counter).padStart(5, '0')}`,
    });
    return { id, email };
  }

  const loginWithUserAgent = (username: string, password: string) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password, stay_logged_in: false },
      headers: { 'user-agent': FIREFOX_LINUX },
    });

  it('logs in with the password and keeps the session by refresh', async () => {
    const login = await withoutUserAgent(api, '/api/cs/user/login', {
      username: MAX.email,
      password: DEMO_PASSWORD,
      stay_logged_in: true,
    });
    expect(login).toMatchObject({ status: 200, body: { email: MAX.email } });

    const refreshed = await withoutUserAgent(
      api,
      '/api/cs/user/auth/refresh',
      {},
      { av_refresh: login.cookies.av_refresh! },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.cookies.av_access).toBeTruthy();
  });

  it('creates an account and logs it in', async () => {
    const created = await withoutUserAgent(api, '/api/cs/user/create-account', {
      first_name: 'Ohne',
      last_name: 'Kennung',
      street: 'Heidestraße',
      street_number: '17',
      zip_code: '51147',
      city: 'Köln',
      date_of_birth: '1964-08-12',
      email: 'ohne.kennung@example.de',
      password: 'Sonnenblumen-am-Rhein',
      newsletter_consent: false,
    });
    expect(created).toMatchObject({ status: 200, body: { email: 'ohne.kennung@example.de' } });
    expect(created.cookies.av_access).toBeTruthy();
  });

  it('logs in through a magic link, a set-password link and a passkey', async () => {
    const { id, email } = await newCustomer();
    // A device known before: the login without User-Agent is a new one and is mailed.
    expect((await loginWithUserAgent(email, PROFILE_PASSWORD)).status).toBe(200);

    const magic = await issueOneTimeToken(api.database.db, id, 'magic-link', { username: email });
    const viaLink = await withoutUserAgent(api, '/api/cs/user/magic-link/verify', {
      token: magic,
    });
    expect(viaLink).toMatchObject({ status: 200, body: { email } });
    const [mail] = await waitForMails(api.database.db, email, 'new-device-login');
    expect(mail!.text).toContain('Unbekanntes Gerät');

    const reset = await issueOneTimeToken(api.database.db, id, 'password-reset');
    const set = await withoutUserAgent(api, '/api/cs/user/set-password', {
      token: reset,
      password: 'Neues-Passwort-2026!',
    });
    expect(set.status).toBe(200);

    const rp = { rpId: '127.0.0.1', origin: api.baseUrl };
    const passkey = newPasskey();
    const fresh = await loginWithUserAgent(email, 'Neues-Passwort-2026!');
    const session = { av_access: fresh.setCookies.av_access!.value };
    const options = await api.request('POST', '/api/cs/user/passkeys/registration-options', {
      cookies: session,
      body: {},
    });
    const registered = await api.request('POST', '/api/cs/user/passkeys', {
      cookies: session,
      body: { response: registrationResponse(passkey, options.body, rp) },
    });
    expect(registered.status).toBe(201);
    const loginOptions = await withoutUserAgent(api, '/api/cs/user/passkey-login/options', {});
    expect(loginOptions.status).toBe(200);
    const viaPasskey = await withoutUserAgent(api, '/api/cs/user/passkey-login', {
      response: authenticationResponse(passkey, loginOptions.body, rp),
    });
    expect(viaPasskey).toMatchObject({ status: 200, body: { email } });
  });

  it('links a provider account by password and logs in with it', async () => {
    const nonce = 'nonce-0123456789abcdef';
    const codeVerifier = 'v'.repeat(43);
    const socialLogin = () =>
      withoutUserAgent(api, '/api/cs/user/social-login', {
        provider: 'GOOGLE',
        code: provider.issueCode(
          { sub: 'google-ohne-ua', email: MAX.email, email_verified: true },
          { nonce, codeVerifier, redirectUri: TEST_REDIRECT_URI },
        ),
        code_verifier: codeVerifier,
        redirect_uri: TEST_REDIRECT_URI,
        nonce,
      });
    const first = await socialLogin();
    expect(first.status).toBe(409);
    const linked = await withoutUserAgent(api, '/api/cs/user/social-login/link', {
      link_token: first.body.linkToken,
      password: DEMO_PASSWORD,
    });
    expect(linked).toMatchObject({ status: 200, body: { customerNumber: MAX.customerNumber } });
    expect(await socialLogin()).toMatchObject({
      status: 200,
      body: { customerNumber: MAX.customerNumber },
    });
  });
});
