import { configureApi, request, ApiError, login, getLoginState, socialLogin } from './index';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Array<Response | Error>;

beforeEach(() => {
  calls = [];
  answers = [];
  configureApi({ services: { customer: '/api/cs/' }, locale: 'de-AT' });
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  }) as typeof fetch;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the client id, the locale, a fresh correlation id and snake_case bodies', async () => {
    answers.push(json(200, { firstName: 'Anna' }));
    await login({ username: '20012345', password: 'x', stayLoggedIn: true, recaptchaToken: 't' });
    const { url, init } = calls[0]!;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/cs/user/login');
    expect(headers['x-client-id']).toBe('account-view');
    expect(headers['x-locale']).toBe('de-AT');
    expect(headers['X-CorrelationId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['X-Recaptcha-Token']).toBe('t');
    expect(JSON.parse(String(init.body))).toEqual({
      username: '20012345',
      password: 'x',
      stay_logged_in: true,
    });
    expect(init.credentials).toBe('include');
  });

  it('puts snake_case query parameters on the URL', async () => {
    answers.push(json(200, {}));
    await request('customer', 'user/personal-details', { query: { addressStrictTyping: true } });
    expect(calls[0]!.url).toBe('/api/cs/user/personal-details?address_strict_typing=true');
  });

  it('maps 403 to REJECTED with the error key and the customer country', async () => {
    answers.push(
      json(403, { errorKey: 'NOT_ALLOWED_FOR_COUNTRY_CODE', customerCountryCode: 'CH' }),
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
    answers.push(json(404, { errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND', userInfo }));
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
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      code_verifier: 'v',
      redirect_uri: input.redirectUri,
    });
  });

  it('maps other statuses to UNKNOWN with a server or client category, and no response to CONNECTION', async () => {
    answers.push(json(503, {}), new TypeError('Failed to fetch'));
    const server = await request('customer', 'x').catch((e) => e);
    expect(server).toMatchObject({ reason: 'UNKNOWN', status: 503, category: 'server' });
    const offline = await request('customer', 'x').catch((e) => e);
    expect(offline).toMatchObject({ reason: 'CONNECTION', status: null });
  });

  it('refreshes once on 401 and retries the call', async () => {
    answers.push(
      json(401, { errorKey: 'NOT_LOGGED_IN' }),
      json(200, { stayLoggedIn: false }),
      json(200, { ok: 1 }),
    );
    await expect(request('customer', 'user/personal-details')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/cs/user/personal-details',
      '/api/cs/user/auth/refresh',
      '/api/cs/user/personal-details',
    ]);
  });

  it('treats a failed state check as not logged in', async () => {
    answers.push(
      json(401, { errorKey: 'NOT_LOGGED_IN' }),
      json(401, { errorKey: 'NOT_LOGGED_IN' }),
    );
    await expect(getLoginState()).resolves.toEqual({ state: 'NOT_LOGGED_IN' });
  });
});
