import { allEndpoints, fullPathOf } from '@account/contracts';
import { buildApp } from '../app';
import { startTestApi, testConfig, type TestApi } from '../test/api-harness';
import { createTestDatabase } from '../test/test-database';

const openApiPathOf = (path: string) => path.replace(/:([^/]+)/g, '{$1}');

describe('the OpenAPI document at /api/docs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { seed: false });
  });
  afterAll(() => api.close());

  it('lists every declared service endpoint with its method, and none of the local-only ones', async () => {
    const { status, body } = await api.request('GET', '/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const listed = Object.entries(body.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = allEndpoints
      .filter((endpoint) => !endpoint.internal)
      .map((endpoint) => `${endpoint.method} ${openApiPathOf(fullPathOf(endpoint))}`);
    expect(listed.sort()).toEqual(declared.sort());
  });

  it('describes a call with its schemas, guards and error keys', async () => {
    const { body } = await api.request('GET', '/api/docs/json');
    const changeEmail = body.paths['/api/cs/user/change-email'].post;
    expect(changeEmail.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['new_email', 'password']),
    );
    expect(
      changeEmail.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('pendingEmail');
    expect(changeEmail.security).toEqual([{ session: [], clientId: [] }]);
    expect(changeEmail.responses.default.content['application/json'].schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/ErrorBody' },
        { properties: { errorKey: { enum: expect.arrayContaining(['EMAIL_ALREADY_EXISTS']) } } },
      ],
    });
  });

  it('writes shared schemas once, as components, and refers to them', async () => {
    const { body } = await api.request('GET', '/api/docs/json');
    const schemaOf = (path: string) =>
      body.paths[path].get.responses['200'].content['application/json'].schema;
    expect(body.components.schemas.Order.properties.deliveryAddress).toEqual({
      $ref: '#/components/schemas/OrderDeliveryAddress',
    });
    expect(schemaOf('/api/order-history/order/{id}')).toEqual({
      $ref: '#/components/schemas/Order',
    });
    expect(schemaOf('/api/order-history/orders').properties.orders.items).toEqual({
      $ref: '#/components/schemas/Order',
    });
    const named = new Set(Object.keys(body.components.schemas));
    const referred = JSON.stringify(body).match(/(?<="#\/components\/schemas\/)[^"]+/g) ?? [];
    expect(referred.filter((name) => !named.has(name))).toEqual([]);
  });

  it('serves the document with its UI', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/static/index.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger-ui');
  });
});

it('serves no document in production', async () => {
  const database = await createTestDatabase('sqlite');
  const app = buildApp({
    db: database.db,
    config: { ...testConfig(database), environment: 'production', devMailbox: false },
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  expect((await fetch(`${address}/api/docs/json`)).status).toBe(404);
  await app.close();
  await database.drop();
});
