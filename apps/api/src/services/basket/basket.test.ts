import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';

describe.each(dialects)('basket service (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const add = (sessionId: string | null, body: unknown) =>
    api.request('POST', '/api/basket/basket/items', {
      body,
      headers: sessionId ? { 'X-SessionId': sessionId } : {},
    });

  it('keeps one basket per X-SessionId and adds up repeated items', async () => {
    expect(
      await add('a1b2c3', { base_product_no: '100001', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({
      status: 201,
      body: { items: [{ baseProductNo: '100001', sku: '100001-01', quantity: 1 }] },
    });
    await add('a1b2c3', { base_product_no: '100001', sku: '100001-01', quantity: 1 });
    await add('d4e5f6', { base_product_no: '100002', sku: '100002-01', quantity: 1 });
    const first = await api.request('GET', '/api/basket/basket', {
      headers: { 'X-SessionId': 'a1b2c3' },
    });
    expect(first.body.items).toEqual([{ baseProductNo: '100001', sku: '100001-01', quantity: 2 }]);
    const second = await api.request('GET', '/api/basket/basket', {
      headers: { 'X-SessionId': 'd4e5f6' },
    });
    expect(second.body.items).toEqual([{ baseProductNo: '100002', sku: '100002-01', quantity: 1 }]);
  });

  it('refuses a sold-out variant with PRODUCT_SOLD_OUT and leaves the basket as it was', async () => {
    expect(
      await add('0a0b0c', { base_product_no: '500103', sku: '500103-01', quantity: 1 }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'PRODUCT_SOLD_OUT' },
    });
    const basket = await api.request('GET', '/api/basket/basket', {
      headers: { 'X-SessionId': '0a0b0c' },
    });
    expect(basket.body.items).toEqual([]);
  });

  it('answers 404 for unknown variants or a variant of another product, 400 without a session id or quantity', async () => {
    expect(
      await add('0a0b0c', { base_product_no: '100001', sku: '999999-01', quantity: 1 }),
    ).toMatchObject({ status: 404 });
    expect(
      await add('0a0b0c', { base_product_no: '100002', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({ status: 404 });
    expect(
      await add(null, { base_product_no: '100001', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({ status: 400 });
    expect(
      await add('x', { base_product_no: '100001', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({ status: 400 });
    expect(await add('0a0b0c', { base_product_no: '100001', sku: '100001-01' })).toMatchObject({
      status: 400,
    });
  });

  it('refuses a cross-site post without x-client-id', async () => {
    const response = await api.request('POST', '/api/basket/basket/items', {
      body: { base_product_no: '100001', sku: '100001-01', quantity: 1 },
      headers: { 'X-SessionId': 'a1b2c3' },
      withoutClientId: true,
    });
    expect(response.status).toBe(403);
  });
});
