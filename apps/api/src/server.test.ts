import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_ID, CLIENT_ID_HEADER } from '@account/contracts';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed/seed-demo-data';
import { startServerProcess } from './test/server-process';
import { aTraceId } from './test/trace-id';

interface Answer {
  sessionId: string;
  status: number | 'connection failed';
  body: string;
}

/** One basket write for a shop session of its own, over the client's kept-alive connection. */
function addToBasket(origin: string, agent: http.Agent): Promise<Answer> {
  const sessionId = randomBytes(16).toString('hex');
  const body = JSON.stringify({ base_product_no: '100001', sku: '100001-01', quantity: 1 });
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}/api/basket/basket/items`,
      {
        method: 'POST',
        agent,
        headers: {
          [CLIENT_ID_HEADER]: CLIENT_ID,
          'X-SessionId': sessionId,
          'content-type': 'application/json',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () =>
          resolve({ sessionId, status: response.statusCode ?? 0, body: text }),
        );
      },
    );
    request.once('error', () => resolve({ sessionId, status: 'connection failed', body: '' }));
    request.end(body);
  });
}

describe('the server on SIGTERM under load', () => {
  let dir: string;
  let file: string;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-api-server-'));
    file = path.join(dir, 'account.sqlite');
    const db = createDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(db);
    await seedDemoData(db);
    await db.destroy();
  });
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>) {
    const started = await startServerProcess(file, env);
    server = started.server;
    return started;
  }

  it('answers requests on fresh connections 503 while it drains after SIGTERM, then exits 0', async () => {
    const { origin, exited } = await start({ SHUTDOWN_DRAIN_MS: '1500' });
    const startedAt = Date.now();
    server!.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Each call on a connection of its own, as a load balancer opens them.
    for (const url of ['/api/ready', '/api/health', '/api/cs/user/login-state']) {
      const answer = await new Promise<{
        status: number | string;
        body: string;
        connection?: string;
      }>((resolve) => {
        http
          .get(`${origin}${url}`, { agent: false }, (response) => {
            let body = '';
            response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
            response.once('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body,
                connection: response.headers.connection,
              }),
            );
          })
          .once('error', (error: NodeJS.ErrnoException) =>
            resolve({ status: error.code ?? 'failed', body: '' }),
          );
      });
      expect([url, answer.status, answer.connection]).toEqual([url, 503, 'close']);
      expect(JSON.parse(answer.body)).toEqual({
        errorKey: 'SERVICE_UNAVAILABLE',
        traceId: aTraceId(),
      });
    }
    expect(await exited).toBe(0);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1500);
  }, 30_000);

  it('answers the writes in flight, refuses the rest, keeps every write it confirmed and exits 0', async () => {
    const { origin, exited } = await start({ SHUTDOWN_DRAIN_MS: '0' });

    // Eight clients, each writing back to back over one kept-alive connection, until the server
    // stops taking their requests; SIGTERM arrives after the first 100 confirmed writes.
    const answers: Answer[] = [];
    let signalled = false;
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let refusals = 0; refusals < 3;) {
        const answer = await addToBasket(origin, agent);
        answers.push(answer);
        if (answer.status !== 201) refusals += 1;
        if (!signalled && answers.filter((a) => a.status === 201).length >= 100) {
          signalled = true;
          server!.kill('SIGTERM');
        }
      }
      agent.destroy();
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(await exited).toBe(0);

    const confirmed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(confirmed.length).toBeGreaterThanOrEqual(100);
    // After SIGTERM nothing fails inside: a request is answered 503 or finds no connection.
    for (const answer of refused) {
      if (answer.status === 503)
        expect(JSON.parse(answer.body)).toEqual({
          errorKey: 'SERVICE_UNAVAILABLE',
          traceId: aTraceId(),
        });
      else expect(answer.status).toBe('connection failed');
    }

    const db = createDatabase({ dialect: 'sqlite', file });
    try {
      const stored = new Set(
        (await db.selectFrom('basket_items').select('session_id').execute()).map(
          (row) => row.session_id,
        ),
      );
      expect(confirmed.filter((answer) => !stored.has(answer.sessionId))).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
