import { checkUsername, configureApi, login, sendMagicLink } from './index';

type Call = { url: string; init: RequestInit };
let calls: Call[];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  let issued = 0;
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (String(url) === '/api/recaptcha-offline/token')
      return json({ token: `token-${(issued += 1)}` });
    if (String(url) === '/broken/token') return new Response('', { status: 503 });
    return json({});
  }) as typeof fetch;
});

const recaptchaHeader = (call: Call | undefined) =>
  (call?.init.headers as Record<string, string> | undefined)?.['X-Recaptcha-Token'];

describe('reCAPTCHA tokens from the configured provider', () => {
  it('sends a fresh token of the offline provider on the username check, the login and the magic link', async () => {
    configureApi({
      services: { customer: '/api/cs' },
      locale: 'de-DE',
      recaptcha: { provider: 'offline', tokenUrl: '/api/recaptcha-offline/token' },
    });
    await checkUsername('10012345');
    await login({ username: '10012345', password: 'x', stayLoggedIn: false });
    await sendMagicLink('10012345');
    const protectedCalls = calls.filter((call) => call.url.startsWith('/api/cs/'));
    expect(protectedCalls.map(recaptchaHeader)).toEqual(['token-1', 'token-2', 'token-3']);
    expect((calls[0]!.init.headers as Record<string, string>)['x-client-id']).toBe('account-view');
  });

  it('sends an empty token when the provider fails, so the service answers with its error', async () => {
    configureApi({
      services: { customer: '/api/cs' },
      locale: 'de-DE',
      recaptcha: { provider: 'offline', tokenUrl: '/broken/token' },
    });
    await checkUsername('10012345');
    expect(recaptchaHeader(calls.at(-1))).toBe('');
  });
});
