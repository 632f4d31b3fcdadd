import { startTestApi, type TestApi } from '../../test/api-harness';
import { loginAs } from '../../test/session-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('POST /api/address-check/address/check (%s)', (dialect) => {
  let api: TestApi;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    cookies = { av_access: (await loginAs(api, 'max.mustermann@example.de')).av_access };
  });
  afterAll(() => api.close());

  const check = (body: object) =>
    api.request('POST', '/api/address-check/address/check', { cookies, body });

  it('answers a list whose first entry is the corrected address', async () => {
    const response = await check({
      street: 'Hauptstr.',
      street_number: '5',
      zip_code: '10115',
      city: 'Berln',
      country_code: 'DE',
    });
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual({
      street: 'Hauptstraße',
      streetNumber: '5',
      zipCode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
    });
  });

  it('refuses a zip code of the wrong format with INVALID_ZIP_CODE', async () => {
    const response = await check({
      street: 'Bahnhofstrasse',
      street_number: '1',
      zip_code: '80011',
      city: 'Zürich',
      country_code: 'CH',
    });
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'INVALID_ZIP_CODE' } });
  });

  it('answers 401 without a session and 400 for a country it does not serve', async () => {
    const anonymous = await api.request('POST', '/api/address-check/address/check', {
      body: {
        street: 'A',
        street_number: '1',
        zip_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
      },
    });
    expect(anonymous.status).toBe(401);
    const france = await check({
      street: 'A',
      street_number: '1',
      zip_code: '75001',
      city: 'Paris',
      country_code: 'FR',
    });
    expect(france).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
  });
});
