import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { testConfig } from '../test/api-harness';
import { deployedSettings } from '../test/deployed-settings';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/** The log of a few requests to an API configured like `config`. */
async function logOf(config: Partial<ReturnType<typeof testConfig>>): Promise<string[]> {
  const stream = new PassThrough();
  let log = '';
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const app = buildApp({
    db: database.db,
    config: { ...testConfig(database), ...config },
    logStream: stream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${port}/api/health`);
  await fetch(`http://127.0.0.1:${port}/api/cs/user/check-username?username=max%40example.de`);
  await fetch(`http://127.0.0.1:${port}/api/no-such-route?email=max%40example.de`);
  await app.close();
  return log.split('\n').filter(Boolean);
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
});
afterAll(() => database.drop());

describe('the API log a person reads (pnpm start)', () => {
  it('is quiet locally by default: warnings only, as readable lines; production logs JSON at info', () => {
    expect(readConfig({ APP_ENV: 'local' })).toMatchObject({
      logLevel: 'warn',
      logFormat: 'pretty',
    });
    expect(readConfig({ APP_ENV: 'local', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    const production = readConfig({
      RECAPTCHA_MODE: 'google',
      RECAPTCHA_SECRET: 's3cret',
      ...deployedSettings,
    });
    expect(production).toMatchObject({ logLevel: 'info', logFormat: 'json' });
    expect(() => readConfig({ APP_ENV: 'local', LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('writes one line per request at info, with the query redacted', async () => {
    const lines = await logOf({ logLevel: 'info', logFormat: 'pretty' });
    const requests = lines.filter((line) => line.includes('/api/'));
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatch(/GET \/api\/health → 200 \(\d+ ms\)/);
    expect(requests[1]).toMatch(/GET \/api\/cs\/user\/check-username\?username=~ → 404/);
    expect(lines.join('\n')).not.toContain('max@example.de');
    for (const line of lines) expect(() => JSON.parse(line)).toThrow();
  });

  it('writes nothing for answered requests at the local default level', async () => {
    expect(await logOf({ logLevel: 'warn', logFormat: 'pretty' })).toEqual([]);
  });

  it('gives log collectors one JSON entry per request: method, redacted URL, status and time', async () => {
    const lines = await logOf({ logLevel: 'info', logFormat: 'json' });
    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, never>)
      .filter((entry) => entry.req);
    expect(entries).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        req: expect.objectContaining({ url: '/api/cs/user/check-username?username=~' }),
        res: { statusCode: 404 },
      }),
      expect.objectContaining({
        req: expect.objectContaining({ url: '/api/no-such-route?email=~' }),
        res: { statusCode: 404 },
      }),
    ]);
    expect(lines.filter((line) => line.includes('incoming request'))).toEqual([]);
    expect(lines.join('\n')).not.toContain('example.de');
  });
});
