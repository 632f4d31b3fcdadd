import { configureApi } from '../config';
import { changeEmail, verifyEmailChange } from './email-change';

let calls: Array<{ url: string; init: RequestInit }>;

beforeEach(() => {
  calls = [];
  configureApi({ services: { customer: '/api/cs' }, locale: 'de-CH' });
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify({ pendingEmail: 'neu@example.ch', email: 'x' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
});

it('sends the e-mail change snake_case with x-request-source SHOP', async () => {
  await changeEmail({ password: 'geheim123', newEmail: 'neu@example.ch', newsletterOptIn: true });
  const { url, init } = calls[0]!;
  expect(url).toBe('/api/cs/user/change-email');
  expect((init.headers as Record<string, string>)['x-request-source']).toBe('SHOP');
  expect(JSON.parse(String(init.body))).toEqual({
    password: 'geheim123',
    new_email: 'neu@example.ch',
    newsletter_opt_in: true,
  });
});

it('posts the token of the mailed link to the verify call', async () => {
  await verifyEmailChange('abc');
  expect(calls[0]!.url).toBe('/api/cs/user/change-email/doi/verify');
  expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ token: 'abc' });
});
