import { MAX_DELIVERY_ADDRESSES, catalogue } from '@account/contracts';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { loginAs } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

const newAddress = {
  salutation: 'MR',
  first_name: 'Max',
  last_name: 'Mustermann',
  street: 'Friedrichstraße',
  street_number: '100',
  zip_code: '10117',
  city: 'Berlin',
  country_code: 'DE',
  phone: '030 2345678',
};

describe.each(dialects)('delivery and billing addresses (%s)', (dialect) => {
  let api: TestApi;
  let max: Record<string, string>;
  let anna: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    max = { av_access: (await loginAs(api, 'max.mustermann@example.de')).av_access };
    anna = {
      av_access: (await loginAs(api, 'anna.huber@example.at', { locale: 'de-AT' })).av_access,
    };
  });
  afterAll(() => api.close());

  const list = async (cookies: Record<string, string>) =>
    (await api.request('GET', '/api/cs/user/delivery-address', { cookies })).body;

  it('lists the seeded addresses: preferred, Packstation, deleted and the billing address', async () => {
    const body = await list(max);
    expect(body.isCreateAllowed).toBe(true);
    const addresses = body.deliveryAddresses;
    expect(addresses).toHaveLength(4);
    expect(addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(body.preferredAddressId).toBe(
      addresses.find((a: { isDefault: boolean }) => a.isDefault).id,
    );
    expect(addresses.find((a: { type: string }) => a.type === 'DHL_ADDRESS')).toMatchObject({
      street: 'Packstation',
      isDhlDeliveryAddressPostNumberValid: true,
      dhloptions: { parcelPointKind: 'PACKSTATION', postNumber: '12345678', stationNumber: '123' },
    });
    expect(addresses.at(-1)).toMatchObject({ isDeleted: true, city: 'Düsseldorf' });
    expect(body.billingAddress).toMatchObject({ street: 'Musterstraße', countryCode: 'DE' });
  });

  it('answers 401 without a session', async () => {
    const response = await api.request('GET', '/api/cs/user/delivery-address');
    expect(response).toMatchObject({ status: 401, body: { errorKey: 'NOT_LOGGED_IN' } });
  });

  it('adds, reads and edits an address', async () => {
    const created = await api.request('POST', '/api/cs/user/delivery-address/add', {
      cookies: max,
      body: newAddress,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'POSTAL',
      street: 'Friedrichstraße',
      isDefault: false,
    });
    const read = await api.request('GET', `/api/cs/user/delivery-address/${created.body.id}`, {
      cookies: max,
    });
    expect(read.body).toEqual(created.body);
    const saved = await api.request('POST', '/api/cs/user/delivery-address', {
      cookies: max,
      body: {
        ...newAddress,
        id: created.body.id,
        street_number: '101',
        address_addition: 'Hinterhaus',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: created.body.id,
      streetNumber: '101',
      addressAddition: 'Hinterhaus',
    });
  });

  it('answers POST user/delivery-address with the 200 its declaration and the document name, with and without an id (issue 33)', async () => {
    expect(catalogue.customer.changeDeliveryAddress.status).toBe(200);
    const austrian = {
      ...newAddress,
      first_name: 'Anna',
      last_name: 'Huber',
      street: 'Mariahilfer Straße',
      zip_code: '1060',
      city: 'Wien',
      country_code: 'AT',
      phone: '01 5123456',
    };
    const created = await api.request('POST', '/api/cs/user/delivery-address', {
      cookies: anna,
      body: austrian,
    });
    expect(created).toMatchObject({ status: 200, body: { street: 'Mariahilfer Straße' } });
    const saved = await api.request('POST', '/api/cs/user/delivery-address', {
      cookies: anna,
      body: { ...austrian, id: created.body.id, street_number: '7' },
    });
    expect(saved).toMatchObject({ status: 200, body: { streetNumber: '7' } });
  });

  it('adds a Packstation with its station and post number', async () => {
    const response = await api.request('POST', '/api/cs/user/delivery-address/add', {
      cookies: max,
      body: {
        ...newAddress,
        street: '',
        street_number: '',
        parcel_point_kind: 'PACKSTATION',
        station_number: '456',
        post_number: '87654321',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      type: 'DHL_ADDRESS',
      street: 'Packstation',
      streetNumber: '456',
      dhloptions: { parcelPointKind: 'PACKSTATION', stationNumber: '456', postNumber: '87654321' },
    });
  });

  it.each([
    [{ zip_code: '1011' }, 'INVALID_ZIP_CODE'],
    [{ first_name: 'M@x' }, 'INVALID_FIRST_NAME'],
    [{ street: 'Weg #5' }, 'INVALID_STREET'],
    [{ phone: '12' }, 'INVALID_PHONE'],
    [{ salutation: 'DR' }, 'INVALID_SALUTATION'],
    [{ country_code: 'FR' }, 'INVALID_COUNTRY_CODE'],
    [
      { parcel_point_kind: 'PACKSTATION', station_number: '12', post_number: '87654321' },
      'INVALID_STATION_NUMBER',
    ],
    [
      { parcel_point_kind: 'PACKSTATION', station_number: '123', post_number: '123' },
      'INVALID_POST_NUMBER',
    ],
  ])('refuses %j with %s and stores nothing', async (change, errorKey) => {
    const before = (await list(max)).deliveryAddresses.length;
    const response = await api.request('POST', '/api/cs/user/delivery-address/add', {
      cookies: max,
      body: { ...newAddress, ...change },
    });
    expect(response).toMatchObject({ status: 400, body: { errorKey } });
    expect((await list(max)).deliveryAddresses).toHaveLength(before);
  });

  it('refuses a pick-up point in Austria (DHL pick-up points are German)', async () => {
    const response = await api.request('POST', '/api/cs/user/delivery-address/add', {
      cookies: anna,
      body: {
        ...newAddress,
        zip_code: '1010',
        city: 'Wien',
        country_code: 'AT',
        phone: '',
        parcel_point_kind: 'POSTFILIALE',
        station_number: '123',
      },
    });
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'INVALID_COUNTRY_CODE' } });
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const annas = (await list(anna)).deliveryAddresses[1];
    const calls: Array<[string, string, object?]> = [
      ['GET', `/api/cs/user/delivery-address/${annas.id}`],
      ['DELETE', `/api/cs/user/delivery-address/${annas.id}`],
      ['PATCH', `/api/cs/user/delivery-address/${annas.id}/restore`],
      ['PATCH', `/api/cs/user/address/${annas.id}/set-preferred`],
      ['POST', '/api/cs/user/delivery-address', { ...newAddress, id: annas.id }],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.request(method, path, { cookies: max, body });
      expect(response).toMatchObject({ status: 404, body: { errorKey: 'NOT_FOUND' } });
    }
    expect((await list(anna)).deliveryAddresses[1]).toEqual(annas);
  });

  it('deletes and restores idempotently; a deleted address is no longer preferred, a restored one is again', async () => {
    const preferred = (await list(anna)).deliveryAddresses.find(
      (a: { isDefault: boolean }) => a.isDefault,
    );
    const path = `/api/cs/user/delivery-address/${preferred.id}`;
    for (let i = 0; i < 2; i++) {
      const deleted = await api.request('DELETE', path, { cookies: anna });
      expect(deleted).toMatchObject({ status: 200, body: { isDeleted: true, isDefault: false } });
    }
    expect((await list(anna)).preferredAddressId).toBeNull();
    const preferDeleted = await api.request(
      'PATCH',
      `/api/cs/user/address/${preferred.id}/set-preferred`,
      {
        cookies: anna,
      },
    );
    expect(preferDeleted).toMatchObject({ status: 409, body: { errorKey: 'ADDRESS_DELETED' } });
    for (let i = 0; i < 2; i++) {
      const restored = await api.request('PATCH', `${path}/restore`, { cookies: anna });
      expect(restored).toMatchObject({ status: 200, body: { isDeleted: false, isDefault: true } });
    }
    expect((await list(anna)).preferredAddressId).toBe(preferred.id);
  });

  it('restores a once preferred address without the flag when another became preferred meanwhile', async () => {
    const [first, second] = (await list(anna)).deliveryAddresses.filter(
      (a: { isDeleted: boolean }) => !a.isDeleted,
    );
    const preferred = first.isDefault ? first : second;
    const other = first.isDefault ? second : first;
    const path = `/api/cs/user/delivery-address/${preferred.id}`;
    await api.request('DELETE', path, { cookies: anna });
    await api.request('PATCH', `/api/cs/user/address/${other.id}/set-preferred`, { cookies: anna });
    const restored = await api.request('PATCH', `${path}/restore`, { cookies: anna });
    expect(restored).toMatchObject({ status: 200, body: { isDeleted: false, isDefault: false } });
    const after = await list(anna);
    expect(after.preferredAddressId).toBe(other.id);
    expect(after.deliveryAddresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(
      1,
    );
    await api.request('PATCH', `/api/cs/user/address/${preferred.id}/set-preferred`, {
      cookies: anna,
    });
  });

  it('sets exactly one preferred address', async () => {
    const [first, second] = (await list(anna)).deliveryAddresses;
    const response = await api.request('PATCH', `/api/cs/user/address/${second.id}/set-preferred`, {
      cookies: anna,
    });
    expect(response).toMatchObject({ status: 200, body: { id: second.id, isDefault: true } });
    const after = await list(anna);
    expect(after.preferredAddressId).toBe(second.id);
    expect(after.deliveryAddresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(
      1,
    );
    expect(after.deliveryAddresses.find((a: { id: string }) => a.id === first.id).isDefault).toBe(
      false,
    );
  });

  it(`enforces the limit of ${MAX_DELIVERY_ADDRESSES} active addresses on create and restore`, async () => {
    const luca = {
      av_access: (await loginAs(api, 'luca.meier@example.ch', { locale: 'de-CH' })).av_access,
    };
    const swiss = { ...newAddress, zip_code: '3011', city: 'Bern', country_code: 'CH', phone: '' };
    const deleted = (await list(luca)).deliveryAddresses.find(
      (a: { isDeleted: boolean }) => a.isDeleted,
    );
    let active = (await list(luca)).deliveryAddresses.filter(
      (a: { isDeleted: boolean }) => !a.isDeleted,
    ).length;
    while (active < MAX_DELIVERY_ADDRESSES) {
      const response = await api.request('POST', '/api/cs/user/delivery-address/add', {
        cookies: luca,
        body: swiss,
      });
      expect(response.status).toBe(201);
      active += 1;
    }
    expect((await list(luca)).isCreateAllowed).toBe(false);
    for (const path of ['/api/cs/user/delivery-address/add', '/api/cs/user/delivery-address']) {
      const tooMany = await api.request('POST', path, { cookies: luca, body: swiss });
      expect(tooMany).toMatchObject({ status: 409, body: { errorKey: 'ADDRESS_LIMIT_REACHED' } });
    }
    const restore = await api.request(
      'PATCH',
      `/api/cs/user/delivery-address/${deleted.id}/restore`,
      {
        cookies: luca,
      },
    );
    expect(restore).toMatchObject({ status: 409, body: { errorKey: 'ADDRESS_LIMIT_REACHED' } });
    const after = await list(luca);
    expect(
      after.deliveryAddresses.filter((a: { isDeleted: boolean }) => !a.isDeleted),
    ).toHaveLength(MAX_DELIVERY_ADDRESSES);
  });

  describe('billing address', () => {
    const billing = {
      street: 'Ringstraße',
      street_number: '1',
      zip_code: '1010',
      city: 'Wien',
      country_code: 'AT',
    };

    it.each(['/api/cs/user/invoice-address', '/api/cs/user/invoice-addresses'])(
      '%s saves it, keeping its id for billingAddressId',
      async (path) => {
        const before = await api.request('GET', '/api/cs/user/login-state', { cookies: anna });
        const response = await api.request('POST', path, { cookies: anna, body: billing });
        expect(response).toMatchObject({
          status: 201,
          body: { street: 'Ringstraße', countryCode: 'AT' },
        });
        expect(response.body.id).toBe(before.body.billingAddressId);
        expect((await list(anna)).billingAddress).toEqual(response.body);
      },
    );

    it('refuses a pick-up point and a country outside DE, AT, CH', async () => {
      const packstation = await api.request('POST', '/api/cs/user/invoice-address', {
        cookies: anna,
        body: { ...billing, street: 'Packstation', street_number: '123' },
      });
      expect(packstation).toMatchObject({ status: 400, body: { errorKey: 'INVALID_STREET' } });
      const france = await api.request('POST', '/api/cs/user/invoice-address', {
        cookies: anna,
        body: { ...billing, country_code: 'FR' },
      });
      expect(france).toMatchObject({ status: 400, body: { errorKey: 'INVALID_COUNTRY_CODE' } });
    });
  });
});
