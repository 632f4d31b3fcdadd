import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { CLIENT_ID, CLIENT_ID_HEADER } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { DEMO_PASSWORD } from '../seed/demo-customers';
import { seedDemoData } from '../seed/seed-demo-data';
import { testConfig } from '../test/api-harness';
import { createTestDatabase, dialects, type TestDatabase } from '../test/test-database';
import { isDatabaseUnavailable } from './database-unavailable';

/** A TCP proxy in front of PostgreSQL that can be cut (connections destroyed, new ones refused). */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

const postgres = dialects.includes('postgres') ? describe : describe.skip;

postgres('the database gone for a while (postgres)', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDemoData(database.db);
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const proxied = new URL(server);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const config = { ...database.config, url: proxied.toString() } as const;
    app = buildApp({
      db: createDatabase(config),
      config: { ...testConfig(database), database: config },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await proxy.stop();
    await database.drop();
  });

  const call = async (method: string, path: string, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      ...init,
      headers: { [CLIENT_ID_HEADER]: CLIENT_ID, ...(init.headers as Record<string, string>) },
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text ? JSON.parse(text) : undefined,
      setCookie: response.headers.getSetCookie(),
    };
  };

  it('answers 503 { errorKey } to reads and writes while it is gone, writes nothing, and recovers', async () => {
    const login = await call('POST', '/api/cs/user/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'max.mustermann@example.de',
        password: DEMO_PASSWORD,
        stay_logged_in: false,
      }),
    });
    expect(login.status).toBe(200);
    const cookie = login.setCookie.find((c) => c.startsWith('av_access='))!.split(';')[0]!;
    const orders = () => call('GET', '/api/order-history/orders?limit=10', { headers: { cookie } });
    const addToBasket = (sessionId: string) =>
      call('POST', '/api/basket/basket/items', {
        headers: { 'content-type': 'application/json', 'X-SessionId': sessionId },
        body: JSON.stringify({ base_product_no: '100001', sku: '100001-01', quantity: 1 }),
      });
    expect((await orders()).status).toBe(200);

    await proxy.cut();
    const unavailable = { status: 503, retryAfter: '5', body: { errorKey: 'SERVICE_UNAVAILABLE' } };
    expect(await orders()).toMatchObject(unavailable);
    expect(await addToBasket('cut0001'.padEnd(32, '0'))).toMatchObject(unavailable);
    expect(await call('GET', '/api/ready')).toMatchObject({
      status: 503,
      body: { errorKey: 'SERVICE_UNAVAILABLE' },
    });
    expect((await call('GET', '/api/health')).status).toBe(200);

    await proxy.restore();
    expect(await orders()).toMatchObject({ status: 200, body: { totalCount: 12 } });
    expect((await call('GET', '/api/ready')).status).toBe(200);
    expect((await addToBasket('back0001'.padEnd(32, '0'))).status).toBe(201);
    const baskets = await database.db.selectFrom('basket_items').select('session_id').execute();
    expect(baskets.map((row) => row.session_id)).toEqual(['back0001'.padEnd(32, '0')]);
  });
});

describe('which errors mean the database is unreachable', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
  ])('%s', (error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    new Error('secret internals'),
    'not an error',
  ])('not %s', (error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
