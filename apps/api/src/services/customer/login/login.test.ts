import { verify } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomer } from '../../../test/customer-fixtures';
import { dialects } from '../../../test/test-database';
import { aTraceId } from '../../../test/trace-id';

const DAY_SECONDS = 24 * 60 * 60;

// Every password verification, counted: the real one still runs.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const verifications = jest.mocked(verify);

describe.each(dialects)('POST /api/cs/user/login (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await insertCustomer(api.database.db, {
      email: 'ohne.passwort@example.de',
      customer_number: '10099999',
    });
  });
  afterAll(() => api.close());

  const login = (
    username: string,
    password: string,
    options: { stayLoggedIn?: boolean; locale?: 'de-DE' | 'de-AT' | 'de-CH' } = {},
  ) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password, stay_logged_in: options.stayLoggedIn ?? false },
      locale: options.locale ?? 'de-DE',
    });

  it('logs in by e-mail and answers the logged-in user in camelCase', async () => {
    const response = await login('Max.Mustermann@example.de', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      firstName: 'Max',
      lastName: 'Mustermann',
      username: 'Max.Mustermann@example.de',
      email: 'max.mustermann@example.de',
      customerNumber: '10012345',
      customerId: expect.any(String),
      customerClass: 'DEMO',
      customerType: 'FULL',
      countryCode: 'DE',
      isLightUser: false,
      isHelloUser: false,
      isNewCustomer: expect.any(Boolean),
      billingAddressId: expect.any(String),
      // sha256 of the lower-cased address: tracking's only handle on the customer.
      emailHash: '3b128ad4c64aa69af51af3b20b35d7e336ac6046bee10c6130cada27545d3e4a',
      crossDeviceTracking: false,
      preferredPaymentMethod: 'INVOICE',
    });
  });

  it('logs in by customer number, answering the normalized number as username', async () => {
    const response = await login(' 0010 012 345 ', DEMO_PASSWORD);
    expect(response).toMatchObject({
      status: 200,
      body: { username: '10012345', customerNumber: '10012345' },
    });
  });

  it('sets HttpOnly, SameSite=Lax session cookies that last 10 days without stay-logged-in', async () => {
    const { setCookies } = await login('max.mustermann@example.de', DEMO_PASSWORD);
    expect(setCookies.av_access?.attributes).toMatchObject({
      path: '/api',
      'max-age': String(15 * 60),
      httponly: true,
      samesite: 'Lax',
    });
    expect(setCookies.av_refresh?.attributes).toMatchObject({
      path: '/api/cs/user/auth',
      'max-age': String(10 * DAY_SECONDS),
      httponly: true,
      samesite: 'Lax',
    });
    expect(setCookies.av_access?.attributes.secure).toBeUndefined();
    expect(setCookies.av_access?.value).toMatch(/^[\w-]{43}$/);
  });

  it('keeps the refresh cookie 60 days with stay-logged-in', async () => {
    const { setCookies } = await login('max.mustermann@example.de', DEMO_PASSWORD, {
      stayLoggedIn: true,
    });
    expect(setCookies.av_refresh?.attributes['max-age']).toBe(String(60 * DAY_SECONDS));
  });

  it('starts a new session at every login', async () => {
    const first = await login('max.mustermann@example.de', DEMO_PASSWORD);
    const second = await login('max.mustermann@example.de', DEMO_PASSWORD);
    expect(second.setCookies.av_access?.value).not.toBe(first.setCookies.av_access?.value);
  });

  it('stores only hashes of the tokens', async () => {
    const { setCookies } = await login('max.mustermann@example.de', DEMO_PASSWORD);
    const tokens = [setCookies.av_access?.value, setCookies.av_refresh?.value];
    const sessions = await api.database.db.selectFrom('sessions').selectAll().execute();
    const stored = sessions.flatMap((s) => [s.access_token_hash, s.refresh_token_hash]);
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it.each([
    ['a wrong password', 'max.mustermann@example.de', 'Winter2026!'],
    ['an unknown e-mail', 'niemand@example.de', DEMO_PASSWORD],
    ['an unknown customer number', '99999999', DEMO_PASSWORD],
    ['an account without password', 'ohne.passwort@example.de', DEMO_PASSWORD],
  ])('answers 403 NOT_AUTHORIZED for %s, without cookies', async (_case, username, password) => {
    const response = await login(username, password);
    expect(response).toMatchObject({ status: 403, body: { errorKey: 'NOT_AUTHORIZED' } });
    expect(response.setCookies).toEqual({});
  });

  it('costs an unknown account the same Argon2id verification as a wrong password', async () => {
    // Response times must not tell which accounts exist: each attempt verifies one hash with the
    // same parameters (a throw-away one without an account). Counted, not timed.
    const verificationsFor = async (username: string) => {
      verifications.mockClear();
      await login(username, 'Winter2026!');
      return verifications.mock.calls.length;
    };
    expect(await verificationsFor('max.mustermann@example.de')).toBe(1);
    expect(await verificationsFor('niemand@example.de')).toBe(1);
    expect(await verificationsFor('99999999')).toBe(1);
    expect(await verificationsFor('ohne.passwort@example.de')).toBe(1);
  });

  it('refuses a customer of another country with 403 and the customer country, only after the right password', async () => {
    const right = await login('anna.huber@example.at', DEMO_PASSWORD, { locale: 'de-DE' });
    expect(right).toMatchObject({
      status: 403,
      body: { errorKey: 'NOT_ALLOWED_FOR_COUNTRY_CODE', customerCountryCode: 'AT' },
    });
    expect(right.setCookies).toEqual({});

    const wrong = await login('anna.huber@example.at', 'Winter2026!', { locale: 'de-DE' });
    expect(wrong.body).toEqual({ errorKey: 'NOT_AUTHORIZED', traceId: aTraceId() });
  });

  it('logs each demo customer in on their own shop', async () => {
    expect((await login('20012345', DEMO_PASSWORD, { locale: 'de-AT' })).status).toBe(200);
    expect((await login('luca.meier@example.ch', DEMO_PASSWORD, { locale: 'de-CH' })).status).toBe(
      200,
    );
  });

  it('refuses customer numbers on the Swiss shop', async () => {
    const response = await login('30012345', DEMO_PASSWORD, { locale: 'de-CH' });
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
  });

  it.each([
    ['without password', { username: 'max.mustermann@example.de' }],
    [
      'with a non-boolean stay_logged_in',
      { username: 'max.mustermann@example.de', password: 'x', stay_logged_in: 'yes' },
    ],
    ['with an invalid username', { username: 'max@', password: DEMO_PASSWORD }],
  ])('answers 400 BAD_REQUEST %s', async (_case, body) => {
    const response = await api.request('POST', '/api/cs/user/login', { body });
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
  });
});
