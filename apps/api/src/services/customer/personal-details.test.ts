import { startTestApi, type TestApi } from '../../test/api-harness';
import { loginAs } from '../../test/session-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('GET /api/cs/user/personal-details (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it("answers the logged-in customer's details", async () => {
    const cookies = await loginAs(api, 'anna.huber@example.at', { locale: 'de-AT' });
    const response = await api.request(
      'GET',
      '/api/cs/user/personal-details?address_strict_typing=true&packstation_mapping=true',
      { cookies: { av_access: cookies.av_access }, locale: 'de-AT' },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      customerNumber: '20012345',
      email: 'anna.huber@example.at',
      salutation: 'MS',
      firstName: 'Anna',
      lastName: 'Huber',
      careOf: null,
      countryCode: 'AT',
      phoneNumber: '+43 1 2345678',
      dateOfBirth: '1985-11-02',
      preferredPaymentMethod: 'DIRECT_DEBIT',
      deliveryAddress: {
        street: 'Mariahilfer Straße',
        streetNumber: '45',
        zipCode: '1060',
        city: 'Wien',
        countryCode: 'AT',
      },
      // The demo history (seed/demo-orders.ts): 12 orders, 2 of them with returned items.
      totalOrders: 12,
      totalReturnedOrders: 2,
    });
  });

  it('answers 401 NOT_LOGGED_IN without a session', async () => {
    const response = await api.request('GET', '/api/cs/user/personal-details');
    expect(response).toMatchObject({ status: 401, body: { errorKey: 'NOT_LOGGED_IN' } });
  });
});
