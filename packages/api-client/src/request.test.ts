import { answer, failWith, mockServices, testServiceUrls } from '@account/test-services';
import { configureApi, request, ApiError } from '@account/api-client';
import { login, getLoginState, socialLogin } from '@account/api-client/customer';

const services = mockServices();
beforeEach(() => configureApi({ services: testServiceUrls, locale: 'de-AT' }));

const paths = () => services.calls.map((call) => call.path);

describe('api client', () => {
  it('sends the client id, the locale, a fresh correlation id and snake_case bodies', async () => {
    services.use(answer('customer', 'login', Response.json({ firstName: 'Anna' })));
    await login({ username: '20012345', password: 'x', stayLoggedIn: true, recaptchaToken: 't' });
    const [sent] = services.calls;
    expect(sent?.path).toBe('/api/cs/user/login');
    expect(sent?.headers.get('x-client-id')).toBe('account-view');
    expect(sent?.headers.get('x-locale')).toBe('de-AT');
    expect(sent?.headers.get('X-CorrelationId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers.get('X-Recaptcha-Token')).toBe('t');
    expect(sent?.body).toEqual({ username: '20012345', password: 'x', stay_logged_in: true });
    // The session's cookies go along with every call.
    expect(sent?.credentials).toBe('include');
  });

  it('puts snake_case query parameters on the URL', async () => {
    services.use(answer('customer', 'personalDetails', Response.json({})));
    await request('customer', 'user/personal-details', { query: { addressStrictTyping: true } });
    expect(services.calls[0]?.query.toString()).toBe('address_strict_typing=true');
  });

  it('maps 403 to REJECTED with the error key and the customer country', async () => {
    services.use(
      answer(
        'customer',
        'login',
        failWith(403, 'NOT_ALLOWED_FOR_COUNTRY_CODE', { customerCountryCode: 'CH' }),
      ),
    );
    const error = await login({ username: 'a@b.ch', password: 'x', stayLoggedIn: false }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      reason: 'REJECTED',
      status: 403,
      errorKey: 'NOT_ALLOWED_FOR_COUNTRY_CODE',
      customerCountryCode: 'CH',
    });
  });

  it('keeps the userInfo a failed social login brings along, with the snake_case body it sent', async () => {
    const userInfo = { firstName: 'Nele', lastName: 'Neumann', email: 'neu@example.de' };
    services.use(
      answer(
        'customer',
        'socialLogin',
        failWith(404, 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND', { userInfo }),
      ),
    );
    const input = {
      provider: 'GOOGLE',
      code: 'c',
      codeVerifier: 'v',
      redirectUri: 'http://de.localhost:3000/login/social/google',
      nonce: 'n',
    } as const;
    const error = await socialLogin(input).catch((e) => e);
    expect(error).toMatchObject({
      status: 404,
      errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND',
      userInfo,
    });
    expect(services.calls[0]?.body).toMatchObject({
      code_verifier: 'v',
      redirect_uri: input.redirectUri,
    });
  });

  it('fails a social login answered with any success but the 200 the spec requires', async () => {
    services.use(answer('customer', 'socialLogin', new Response(null, { status: 204 })));
    const error = await socialLogin({
      provider: 'GOOGLE',
      code: 'c',
      codeVerifier: 'v',
      redirectUri: 'http://de.localhost:3000/login/social/google',
      nonce: 'n',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ reason: 'UNKNOWN', status: 204 });
  });

  it('maps other statuses to UNKNOWN with a server or client category, and no response to CONNECTION', async () => {
    services.use(
      answer('customer', 'personalDetails', failWith(503), { once: true }),
      answer('customer', 'personalDetails', Response.error()),
    );
    const server = await request('customer', 'user/personal-details').catch((e) => e);
    expect(server).toMatchObject({ reason: 'UNKNOWN', status: 503, category: 'server' });
    const offline = await request('customer', 'user/personal-details').catch((e) => e);
    expect(offline).toMatchObject({ reason: 'CONNECTION', status: null });
  });

  it('refreshes once on 401 and retries the call', async () => {
    services.use(
      answer('customer', 'personalDetails', failWith(401, 'NOT_LOGGED_IN'), { once: true }),
      answer('customer', 'refresh', { stayLoggedIn: false }),
      answer('customer', 'personalDetails', Response.json({ ok: 1 })),
    );
    await expect(request('customer', 'user/personal-details')).resolves.toEqual({ ok: 1 });
    expect(paths()).toEqual([
      '/api/cs/user/personal-details',
      '/api/cs/user/auth/refresh',
      '/api/cs/user/personal-details',
    ]);
  });

  it('treats a failed state check as not logged in', async () => {
    services.use(
      answer('customer', 'loginState', failWith(401, 'NOT_LOGGED_IN')),
      answer('customer', 'refresh', failWith(401, 'NOT_LOGGED_IN')),
    );
    await expect(getLoginState()).resolves.toEqual({ state: 'NOT_LOGGED_IN' });
  });
});
