import { startTestApi, type TestApi } from '../../test/api-harness';
import { startFakeOidcProvider, TEST_REDIRECT_URI, type CodeOptions, type FakeOidcProvider, type IdTokenClaims } from '../../test/fake-oidc-provider';
import { dialects } from '../../test/test-database';

const NONCE = 'nonce-0123456789abcdef';
const VERIFIER = 'v'.repeat(43);
const grant: CodeOptions = { nonce: NONCE, codeVerifier: VERIFIER, redirectUri: TEST_REDIRECT_URI };
const max: IdTokenClaims = { sub: 'google-max', email: 'Max.Mustermann@example.de', email_verified: true, given_name: 'Max', family_name: 'Mustermann' };

describe.each(dialects)('POST /api/cs/user/social-login (%s)', (dialect) => {
  let provider: FakeOidcProvider;
  let api: TestApi;
  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    api = await startTestApi(dialect, { config: { socialLogin: { GOOGLE: provider.config } } });
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  const socialLogin = (code: string, overrides: Record<string, unknown> = {}, locale: 'de-DE' | 'de-AT' = 'de-DE') =>
    api.request('POST', '/api/cs/user/social-login', {
      body: { provider: 'GOOGLE', code, code_verifier: VERIFIER, redirect_uri: TEST_REDIRECT_URI, nonce: NONCE, ...overrides },
      locale,
    });

  it('redeems the code at the provider, links the verified e-mail and starts a session like password login', async () => {
    const response = await socialLogin(provider.issueCode(max, grant));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ customerNumber: '10012345', username: 'max.mustermann@example.de', isNewCustomer: expect.any(Boolean) });
    expect(Object.keys(response.setCookies).sort()).toEqual(['av_access', 'av_customer', 'av_refresh']);
    const links = await api.database.db.selectFrom('social_logins').selectAll().execute();
    expect(links).toEqual([expect.objectContaining({ provider: 'GOOGLE', subject: 'google-max' })]);
  });

  it('finds a linked provider account by its subject even after the e-mail changed there', async () => {
    const response = await socialLogin(provider.issueCode({ ...max, email: 'max@anderswo.example' }, grant));
    expect(response).toMatchObject({ status: 200, body: { customerNumber: '10012345' } });
  });

  it('answers an unknown e-mail with SOCIAL_LOGIN_CUSTOMER_NOT_FOUND and the names for create account', async () => {
    const response = await socialLogin(
      provider.issueCode({ sub: 'google-neu', email: 'neu@example.de', email_verified: true, given_name: 'Nele', family_name: 'Neumann' }, grant),
    );
    expect(response).toMatchObject({
      status: 404,
      body: { errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND', userInfo: { firstName: 'Nele', lastName: 'Neumann', email: 'neu@example.de' } },
    });
  });

  it('does not link an e-mail the provider has not verified', async () => {
    const response = await socialLogin(provider.issueCode({ ...max, sub: 'google-other', email_verified: false }, grant));
    expect(response).toMatchObject({ status: 404, body: { errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' } });
  });

  it.each([
    ['another nonce than the browser kept', { ...grant, nonce: 'nonce-of-another-request' }],
    ['a token for another client', { ...grant, audience: 'someone-else' }],
    ['a signature by a key the provider does not publish', { ...grant, foreignKey: true }],
  ])('refuses an id_token with %s', async (_case, options) => {
    const response = await socialLogin(provider.issueCode(max, options));
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
    expect(response.setCookies.av_access).toBeUndefined();
  });

  it('refuses a code a second time, a wrong PKCE verifier and a redirect URI of another site', async () => {
    const code = provider.issueCode(max, grant);
    expect((await socialLogin(code)).status).toBe(200);
    expect((await socialLogin(code)).status).toBe(400);
    expect((await socialLogin(provider.issueCode(max, grant), { code_verifier: 'w'.repeat(43) })).status).toBe(400);
    expect((await socialLogin(provider.issueCode(max, grant), { redirect_uri: 'https://evil.example/login/social/google' })).status).toBe(400);
  });

  it('refuses a provider that is not configured', async () => {
    expect((await socialLogin('code', { provider: 'APPLE' })).status).toBe(400);
  });

  it('keeps the country rule: a German customer on the Austrian shop gets 403 with the country', async () => {
    const response = await socialLogin(provider.issueCode(max, grant), {}, 'de-AT');
    expect(response).toMatchObject({ status: 403, body: { errorKey: 'NOT_ALLOWED_FOR_COUNTRY_CODE', customerCountryCode: 'DE' } });
  });
});

describe('social login without a reachable provider', () => {
  it('answers 502 with the generic error key', async () => {
    const api = await startTestApi('sqlite', {
      config: { socialLogin: { GOOGLE: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y', redirectUris: [TEST_REDIRECT_URI] } } },
    });
    try {
      const response = await api.request('POST', '/api/cs/user/social-login', {
        body: { provider: 'GOOGLE', code: 'c', code_verifier: VERIFIER, redirect_uri: TEST_REDIRECT_URI, nonce: NONCE },
      });
      expect(response).toMatchObject({ status: 502, body: { errorKey: 'INTERNAL_SERVER_ERROR' } });
    } finally {
      await api.close();
    }
  });
});
