import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { buildApp } from '../app';
import { testConfig } from '../test/api-harness';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

describe('request log', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('never holds the e-mail address of a username check, only the parameter name', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const app = buildApp({
      db: database.db,
      config: { ...testConfig(database), logLevel: 'info' },
      logStream: stream,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await fetch(
      `http://127.0.0.1:${port}/api/cs/user/check-username?username=max.mustermann%40example.de`,
    );
    await app.close();
    expect(log).toContain('/api/cs/user/check-username?username=~');
    expect(log).not.toMatch(/max\.mustermann/);
  });
});
