import { startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomer } from '../../../test/customer-fixtures';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('GET /api/cs/user/check-username (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await insertCustomer(api.database.db, {
      email: 'ohne.passwort@example.de',
      customer_number: '10099999',
    });
    await insertCustomer(api.database.db, {
      email: 'light.kundin@example.de',
      customer_number: '10088888',
      customer_type: 'LIGHT',
    });
  });
  afterAll(() => api.close());

  const check = (username: string, locale?: 'de-DE' | 'de-AT' | 'de-CH') =>
    api.request('GET', `/api/cs/user/check-username?username=${encodeURIComponent(username)}`, {
      ...(locale ? { locale } : {}),
      withoutClientId: true,
    });

  it('knows an account by e-mail, whatever its case and surrounding spaces', async () => {
    expect(await check('  Max.Mustermann@EXAMPLE.de ')).toMatchObject({
      status: 200,
      body: { customerType: 'FULL' },
    });
  });

  it('knows an account by customer number with spaces and leading zeros', async () => {
    expect(await check(' 0010 012 345 ')).toMatchObject({
      status: 200,
      body: { customerType: 'FULL' },
    });
  });

  it('answers 404 EMAIL_NOT_EXIST for an unknown e-mail', async () => {
    expect(await check('niemand@example.de')).toMatchObject({
      status: 404,
      body: { errorKey: 'EMAIL_NOT_EXIST' },
    });
  });

  it('answers 404 CUSTOMER_NUMBER_NOT_EXIST for an unknown customer number', async () => {
    expect(await check('99999999')).toMatchObject({
      status: 404,
      body: { errorKey: 'CUSTOMER_NUMBER_NOT_EXIST' },
    });
  });

  it('answers 409 NO_CREDENTIALS for a full account without password', async () => {
    expect(await check('ohne.passwort@example.de')).toMatchObject({
      status: 409,
      body: { errorKey: 'NO_CREDENTIALS' },
    });
    expect(await check('10099999')).toMatchObject({
      status: 409,
      body: { errorKey: 'NO_CREDENTIALS' },
    });
  });

  it('answers 409 LIGHT_USER_NO_CREDENTIALS for a light account without password', async () => {
    expect(await check('light.kundin@example.de')).toMatchObject({
      status: 409,
      body: { errorKey: 'LIGHT_USER_NO_CREDENTIALS' },
    });
  });

  it('refuses customer numbers on the Swiss shop but accepts e-mails there', async () => {
    expect(await check('30012345', 'de-CH')).toMatchObject({
      status: 400,
      body: { errorKey: 'BAD_REQUEST' },
    });
    expect(await check('luca.meier@example.ch', 'de-CH')).toMatchObject({ status: 200 });
    expect(await check('30012345', 'de-AT')).toMatchObject({ status: 200 });
  });

  it('knows the shop of an x-locale header in any case (issue 33)', async () => {
    const checkIn = (username: string, locale: string) =>
      api.request('GET', `/api/cs/user/check-username?username=${username}`, {
        headers: { 'x-locale': locale },
        withoutClientId: true,
      });
    // The Swiss shop takes e-mails only: a customer number there is refused, not the header.
    expect(await checkIn('30012345', 'de-ch')).toMatchObject({
      status: 400,
      body: { errorKey: 'BAD_REQUEST' },
    });
    expect(await checkIn('luca.meier%40example.ch', 'DE-CH')).toMatchObject({ status: 200 });
    expect(await checkIn('30012345', 'de-at')).toMatchObject({ status: 200 });
  });

  it.each(['', '   ', 'max@', '12a45', '10 012  345'])(
    'answers 400 BAD_REQUEST for the invalid username %j',
    async (username) => {
      expect(await check(username)).toMatchObject({
        status: 400,
        body: { errorKey: 'BAD_REQUEST' },
      });
    },
  );

  it('answers 400 BAD_REQUEST without a username or for an unknown shop', async () => {
    expect(await api.request('GET', '/api/cs/user/check-username')).toMatchObject({
      status: 400,
      body: { errorKey: 'BAD_REQUEST' },
    });
    expect(
      await api.request('GET', '/api/cs/user/check-username?username=10012345', {
        headers: { 'x-locale': 'fr-FR' },
      }),
    ).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
  });
});
