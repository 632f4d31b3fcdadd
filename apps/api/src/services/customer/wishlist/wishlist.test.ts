import { startTestApi, type TestApi } from '../../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS } from '../../../test/order-helpers';
import { customer } from '../../../test/shopping-helpers';
import { dialects } from '../../../test/test-database';

const skus = (body: { items: Array<{ variant: { sku: string } }> }) =>
  body.items.map((item) => item.variant.sku);

describe.each(dialects)('wishlist on the customer service (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('lists the demo wishlist newest first with variant, EUR price, availability and delivery time', async () => {
    const max = await customer(api, MAX_ORDERS.email);
    const { status, body } = await max.call('GET', '/api/cs/wishlist');
    expect(status).toBe(200);
    expect(skus(body)).toEqual([
      '400104-01',
      '100002-02',
      '100003-01',
      '500103-01',
      '300101-01',
      '600102-01',
    ]);
    const pullover = body.items[1];
    expect(pullover).toMatchObject({
      baseProductNo: '100002',
      name: 'Kaschmir-Pullover mit Rundhals',
      brand: 'Lana Fina',
      imagePath: 'media/100002.svg',
      stockLevel: 3,
      variant: {
        dimensions: [{ type: 'SIZE', value: 'M' }],
        status: 'ALMOST_SOLD_OUT',
        price: { value: 129, currency: 'EUR', label: '129,00\u00a0€', referenceValue: null },
        deliveryTime: { minDays: 2, maxDays: 4 },
      },
    });
    const dress = body.items[3];
    expect(dress.variant).toMatchObject({ status: 'SOLD_OUT', deliveryTime: null, stockLevel: 0 });
    expect(body.items[0].variant).toMatchObject({
      status: 'AVAILABLE',
      price: { referenceValue: 183.99 },
    });
  });

  it('prices a Swiss customer’s wishlist in CHF', async () => {
    const luca = await customer(api, LUCA.email, 'de-CH');
    const { body } = await luca.call('GET', '/api/cs/wishlist');
    expect(
      body.items.map((item: { variant: { status: string } }) => item.variant.status).sort(),
    ).toEqual(['ALMOST_SOLD_OUT', 'AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'SOLD_OUT']);
    expect(
      body.items.every(
        (item: { variant: { price: { currency: string } } }) =>
          item.variant.price.currency === 'CHF',
      ),
    ).toBe(true);
    expect(body.items[0].variant.price.label).toMatch(/^CHF\s64\.90$/);
    // Swiss German writes "ss": Saphirring 375 Weissgold, not Weißgold.
    expect(body.items.map((item: { name: string }) => item.name)).toContain(
      'Saphirring 375 Weissgold',
    );
    expect(JSON.stringify(body)).not.toContain('ß');
  });

  it('takes an item off the list as moved to the basket or deleted, once', async () => {
    const anna = await customer(api, ANNA.email, 'de-AT');
    expect(
      await anna.call('PATCH', '/api/cs/wishlist/item?sku=500102-02', { state: 'movedToBasket' }),
    ).toMatchObject({ status: 204 });
    expect(
      await anna.call('PATCH', '/api/cs/wishlist/item?sku=300102-01', { state: 'deleted' }),
    ).toMatchObject({ status: 204 });
    const { body } = await anna.call('GET', '/api/cs/wishlist');
    expect(skus(body)).toEqual(['200106-01', '400101-01', '600107-01']);
    expect(
      await anna.call('PATCH', '/api/cs/wishlist/item?sku=500102-02', { state: 'deleted' }),
    ).toMatchObject({ status: 404 });
    const rows = await api.database.db
      .selectFrom('wishlist_items')
      .select(['sku', 'state'])
      .where('sku', 'in', ['500102-02', '300102-01'])
      .orderBy('sku')
      .execute();
    expect(rows).toEqual([
      { sku: '300102-01', state: 'deleted' },
      { sku: '500102-02', state: 'movedToBasket' },
    ]);
  });

  it('keeps another customer’s items invisible and untouchable', async () => {
    const max = await customer(api, MAX_ORDERS.email);
    const luca = await customer(api, LUCA.email, 'de-CH');
    expect(
      await luca.call('PATCH', '/api/cs/wishlist/item?sku=600102-01', { state: 'deleted' }),
    ).toMatchObject({ status: 404, body: { errorKey: 'NOT_FOUND' } });
    expect(skus((await luca.call('GET', '/api/cs/wishlist')).body)).not.toContain('600102-01');
    expect(skus((await max.call('GET', '/api/cs/wishlist')).body)).toContain('600102-01');
  });

  it('refuses unknown states, a missing sku and callers without a session', async () => {
    const max = await customer(api, MAX_ORDERS.email);
    expect(
      await max.call('PATCH', '/api/cs/wishlist/item?sku=600102-01', { state: 'active' }),
    ).toMatchObject({ status: 400 });
    expect(await max.call('PATCH', '/api/cs/wishlist/item', { state: 'deleted' })).toMatchObject({
      status: 400,
    });
    expect(await api.request('GET', '/api/cs/wishlist')).toMatchObject({ status: 401 });
    expect(
      await api.request('PATCH', '/api/cs/wishlist/item?sku=600102-01', {
        body: { state: 'deleted' },
      }),
    ).toMatchObject({ status: 401 });
  });
});
