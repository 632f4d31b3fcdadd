import http from 'node:http';
import Fastify from 'fastify';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createDatabase } from '../db/database';
import { bareDriver, queriesOf, queryRecorder, type CapturedQuery } from './floor';

/**
 * The floor under the API's reads, for `pnpm bench:api` (scripts/bench-api.mjs): each read's own
 * queries, with the parameters the API sent for them, run by the bare driver and their rows sent
 * as JSON by node:http, without Fastify, Kysely or zod. What the API reaches against this, in one
 * run on one machine, is the price of its own per-request work.
 *
 * It reads the API's environment (the same database, already migrated and seeded), FLOOR_PORT,
 * FLOOR_READS (the reads' paths, JSON) and FLOOR_HEADERS (the logged-in session's, JSON). Each read
 * is sent once to the app built in this process, its queries heard; then the app is closed and
 * only the driver serves (or, with FLOOR_KIND=stack, Fastify and Kysely: `serveOnStack`).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const reads = JSON.parse(process.env.FLOOR_READS ?? '[]') as string[];
  const headers = JSON.parse(process.env.FLOOR_HEADERS ?? '{}') as Record<string, string>;
  const recorder = queryRecorder();
  const db = createDatabase(config.database, { log: recorder.log });
  const app = buildApp({ db, config, logger: false });
  await app.ready();
  const queries = new Map<string, CapturedQuery[]>();
  for (const url of reads) queries.set(url, await queriesOf(app, recorder, url, headers));
  await app.close();
  await db.destroy();
  for (const [url, captured] of queries)
    console.error(`floor: ${url} sends ${captured.length} queries`);

  const port = Number(process.env.FLOOR_PORT);
  if (process.env.FLOOR_KIND === 'stack') {
    await serveOnStack(config, queries, port);
    return;
  }
  const bare = bareDriver(config.database);
  const server = http.createServer((request, response) => {
    const captured = queries.get(request.url ?? '');
    if (!captured) {
      response.writeHead(404).end();
      return;
    }
    bare.run(captured).then(
      (rows) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(rows));
      },
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
  });
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => {
    server.close(() => void bare.close());
    server.closeAllConnections();
  });
}

/**
 * FLOOR_KIND=stack: the same queries and rows on the API's own stack and nothing of the API's:
 * Fastify without hooks, logger or schemas, and Kysely's executor on the API's database (statement
 * cache included) running the SQL as heard. Between it and the bare floor lies what Fastify and
 * Kysely cost; between it and the API, what the API's own per-request work costs.
 */
async function serveOnStack(
  config: ReturnType<typeof readConfig>,
  queries: ReadonlyMap<string, CapturedQuery[]>,
  port: number,
): Promise<void> {
  const db = createDatabase(config.database);
  const app = Fastify({ logger: false });
  for (const [url, captured] of queries)
    app.get(new URL(url, 'http://floor').pathname, async () => {
      const rows: unknown[][] = [];
      for (const { sql, parameters } of captured)
        rows.push((await db.executeQuery(CompiledQuery.raw(sql, [...parameters]))).rows);
      return rows;
    });
  await app.listen({ port, host: '127.0.0.1' });
  process.once('SIGTERM', () => {
    void app.close().then(() => db.destroy());
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
