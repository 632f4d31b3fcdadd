import { startTestApi, type TestApi } from '../../../test/api-harness';
import { loginAs } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

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
      // The demo history (seed/demo-orders.ts): 12 orders, 2 of them with returned items.
      totalOrders: 12,
      totalReturnedOrders: 2,
      deliveryAddress: expect.objectContaining({
        type: 'POSTAL',
        street: 'Mariahilfer Straße',
        zipCode: '1060',
        isDefault: true,
        dhloptions: null,
      }),
    });
  });

  describe('the preferred address and its flags (address_strict_typing, packstation_mapping)', () => {
    let cookies: Record<string, string>;
    beforeAll(async () => {
      const session = await loginAs(api, 'max.mustermann@example.de');
      cookies = { av_access: session.av_access };
      // Max's Packstation becomes his preferred address.
      const list = await api.request('GET', '/api/cs/user/delivery-address', { cookies });
      const packstation = list.body.deliveryAddresses.find(
        (address: { type: string }) => address.type === 'DHL_ADDRESS',
      );
      await api.request('PATCH', `/api/cs/user/address/${packstation.id}/set-preferred`, {
        cookies,
      });
    });
    const details = (query: string) =>
      api.request('GET', `/api/cs/user/personal-details${query}`, { cookies });

    it('types and maps the pick-up point when both are asked for', async () => {
      const { body } = await details('?address_strict_typing=true&packstation_mapping=true');
      expect(body.deliveryAddress).toMatchObject({
        type: 'DHL_ADDRESS',
        street: 'Packstation',
        streetNumber: '123',
        addressAddition: null,
        dhloptions: {
          parcelPointKind: 'PACKSTATION',
          postNumber: '12345678',
          stationNumber: '123',
        },
      });
    });

    it('leaves type out without strict typing and flattens the pick-up point without mapping', async () => {
      const { body } = await details('?address_strict_typing=false&packstation_mapping=false');
      expect(body.deliveryAddress).not.toHaveProperty('type');
      expect(body.deliveryAddress).not.toHaveProperty('dhloptions');
      expect(body.deliveryAddress).toMatchObject({
        street: 'Packstation',
        streetNumber: '123',
        addressAddition: 'Postnummer 12345678',
      });
    });

    it('refuses a flag that is neither true nor false', async () => {
      expect((await details('?address_strict_typing=yes')).status).toBe(400);
    });
  });

  it('answers 401 NOT_LOGGED_IN without a session', async () => {
    const response = await api.request('GET', '/api/cs/user/personal-details');
    expect(response).toMatchObject({ status: 401, body: { errorKey: 'NOT_LOGGED_IN' } });
  });
});
