import http from 'node:http';
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
 * only the driver serves.
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
  server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
  process.once('SIGTERM', () => {
    server.close(() => void bare.close());
    server.closeAllConnections();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
