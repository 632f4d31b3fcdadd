import { startTestApi, type TestApi } from '../../test/api-harness';
import { LUCA, MAX_ORDERS } from '../../test/order-helpers';
import { customer } from '../../test/shopping-helpers';
import { dialects } from '../../test/test-database';

const QUERY = 'return_short_response=false&campaigns=false&sales_channel=CLASSIC_SHOP';

describe.each(dialects)('products service (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('answers the products asked for, in that order, with variants, states, media and deal prices', async () => {
    const { status, body } = await api.request(
      'GET',
      `/api/products/products?base_product_no=500103,100002,999999,400104&${QUERY}`,
    );
    expect(status).toBe(200);
    expect(body.products.map((p: { baseProductNo: string }) => p.baseProductNo)).toEqual([
      '500103',
      '100002',
      '400104',
    ]);
    const [dress, pullover, fryer] = body.products;
    expect(dress).toMatchObject({ productState: 'SOLDOUT', category: 'fashion' });
    expect(pullover).toMatchObject({
      name: { long: 'Kaschmir-Pullover mit Rundhals' },
      brand: { brandName: 'Lana Fina' },
      productState: 'SELLABLE',
      media: [{ type: 'IMAGE', path: 'media/100002.svg' }],
    });
    expect(
      pullover.variants.map((v: { sku: string; status: string; isSelectedByDefault: boolean }) => [
        v.sku,
        v.status,
        v.isSelectedByDefault,
      ]),
    ).toEqual([
      ['100002-01', 'AVAILABLE', true],
      ['100002-02', 'ALMOST_SOLD_OUT', false],
      ['100002-03', 'SOLD_OUT', false],
      ['100002-04', 'AVAILABLE', false],
    ]);
    expect(fryer).toMatchObject({ isNew: true, salesdrivers: ['DEAL', 'NEW'] });
    expect(fryer.variants[0].price).toEqual({
      value: 129,
      label: '129,00\u00a0€',
      currency: 'EUR',
      referenceValue: 183.99,
    });
  });

  it('prices in CHF for the Swiss shop and serves the images the products point to', async () => {
    const { body } = await api.request(
      'GET',
      `/api/products/products?base_product_no=100001&${QUERY}`,
      { locale: 'de-CH' },
    );
    expect(body.products[0].variants[0].price).toMatchObject({ value: 94.9, currency: 'CHF' });
    const image = await api.request('GET', `/api/products/${body.products[0].media[0].path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('holds at least 60 products of every department of the demo catalogue', async () => {
    const rows = await api.database.db.selectFrom('products').select(['category']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['jewellery', 'cosmetics', 'kitchen', 'fashion', 'home', 'garden']),
    );
  });

  it('refuses a query without product numbers or with more than 50', async () => {
    expect(await api.request('GET', `/api/products/products?${QUERY}`)).toMatchObject({
      status: 400,
    });
    const many = Array.from({ length: 51 }, (_, i) => String(100000 + i)).join(',');
    expect(
      await api.request('GET', `/api/products/products?base_product_no=${many}`),
    ).toMatchObject({ status: 400 });
  });

  it('records product views per customer and reads them back newest first', async () => {
    const max = await customer(api, MAX_ORDERS.email);
    const luca = await customer(api, LUCA.email, 'de-CH');
    const before = await max.call('GET', '/api/products/recently-viewed');
    expect(before.body.baseProductNos.slice(0, 3)).toEqual(['400102', '500105', '400107']);
    expect(
      await max.call('POST', '/api/products/recently-viewed', { base_product_no: '500105' }),
    ).toMatchObject({ status: 204 });
    expect(
      await max.call('POST', '/api/products/recently-viewed', { base_product_no: '200109' }),
    ).toMatchObject({ status: 204 });
    const after = await max.call('GET', '/api/products/recently-viewed');
    expect(after.body.baseProductNos.slice(0, 4)).toEqual(['200109', '500105', '400102', '400107']);
    expect(after.body.baseProductNos.filter((no: string) => no === '500105')).toHaveLength(1);
    const lucas = await luca.call('GET', '/api/products/recently-viewed');
    expect(lucas.body.baseProductNos).not.toContain('400102');
    expect(lucas.body.baseProductNos[0]).toBe('200103');
  });

  it('refuses views of unknown products and callers without a session', async () => {
    const max = await customer(api, MAX_ORDERS.email);
    expect(
      await max.call('POST', '/api/products/recently-viewed', { base_product_no: '999999' }),
    ).toMatchObject({ status: 404 });
    expect(await api.request('GET', '/api/products/recently-viewed')).toMatchObject({
      status: 401,
    });
    expect(
      await api.request('POST', '/api/products/recently-viewed', {
        body: { base_product_no: '100001' },
      }),
    ).toMatchObject({ status: 401 });
  });
});
