import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from './api-error';

/** How long a first answer is kept and replayed for its key. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/**
 * How long a request waits for another one with its key that is still running. Order changes
 * take milliseconds; a request still running after this long is stuck, and the caller is told to
 * try again (503 with Retry-After) rather than to give up.
 */
export const IDEMPOTENCY_WAIT_MS = 10_000;

/**
 * A key claimed longer ago than this whose request never answered (the instance died) is taken
 * over by the next request with it.
 */
export const IDEMPOTENCY_STALE_MS = 60_000;

const POLL_MS = 25;

/** `status_code` of a key whose first request is still running. */
const RUNNING = 0;

const HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after requireCustomer for order changes: replays the first answer to an Idempotency-Key. */
    idempotency: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    idempotencyRecord: { customerId: string; key: string; requestHash: string } | null;
  }
}

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

interface RunningKey {
  customerId: string;
  key: string;
}

interface Claim extends RunningKey {
  requestHash: string;
}

/**
 * The key for this request alone: a new row marked running (the primary key lets one of
 * concurrent inserts win), or the takeover of a running row whose request died.
 */
async function claim(db: Kysely<Database>, { customerId, key, requestHash }: Claim, now: number) {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      customer_id: customerId,
      idempotency_key: key,
      request_hash: requestHash,
      status_code: RUNNING,
      response_body: '',
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === 1n) return true;
  const takenOver = await db
    .updateTable('idempotency_keys')
    .set({ request_hash: requestHash, created_at: now })
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .where('status_code', '=', RUNNING)
    .where('created_at', '<=', now - IDEMPOTENCY_STALE_MS)
    .executeTakeFirst();
  return takenOver.numUpdatedRows === 1n;
}

/**
 * `Idempotency-Key` on cancel, withdrawal and return: a retried click or a lost answer must not
 * be refused as "already cancelled". The first request with a key claims it before it runs;
 * another request with the key (a retry, or a double click arriving at the same moment) waits
 * for that one's answer and replays it. Answers (successes and 4xx) are kept with the request's
 * hash per customer and key for 24 hours; the same key with another request is 422. A 5xx is not
 * kept: the key is free for a real second try. Without the header nothing changes: the key is
 * optional for clients.
 */
export function installIdempotency(
  app: FastifyInstance,
  db: Kysely<Database>,
  ownerOf: (request: FastifyRequest) => string,
): void {
  app.decorateRequest('idempotencyRecord', null);
  app.decorate('idempotency', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || header.length < 1 || header.length > 255)
      throw new ApiError(400, 'BAD_REQUEST');
    const record = {
      customerId: ownerOf(request),
      key: header,
      requestHash: hashOf(request),
    };
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    await db
      .deleteFrom('idempotency_keys')
      .where('customer_id', '=', record.customerId)
      .where('created_at', '<=', Date.now() - IDEMPOTENCY_RETENTION_MS)
      .where('status_code', '<>', RUNNING)
      .execute();
    for (;;) {
      if (await claim(db, record, Date.now())) {
        request.idempotencyRecord = record;
        return;
      }
      const stored = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('customer_id', '=', record.customerId)
        .where('idempotency_key', '=', header)
        .executeTakeFirst();
      // Gone: the request that held the key failed (5xx) and freed it; claim it again.
      if (!stored) continue;
      if (stored.request_hash !== record.requestHash)
        throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED');
      if (stored.status_code !== RUNNING) {
        await reply
          .code(stored.status_code)
          .type('application/json; charset=utf-8')
          .header('Idempotent-Replayed', 'true')
          .send(stored.response_body);
        return;
      }
      if (Date.now() >= deadline) {
        const busy = new ApiError(503, 'SERVICE_UNAVAILABLE');
        busy.headers = { 'Retry-After': '1' };
        throw busy;
      }
      await sleep(POLL_MS);
    }
  });

  // A callback rather than an async hook: the requests without a key, nearly all, pass on at
  // once instead of through a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const record = request.idempotencyRecord;
    if (!record) return done(null, payload);
    const running = { customerId: record.customerId, key: record.key };
    // Server failures are not kept: a retry with the same key should get a real second try.
    const kept =
      reply.statusCode >= 500 || typeof payload !== 'string'
        ? release(db, running)
        : keepAnswer(db, running, reply.statusCode, payload);
    kept.then(() => done(null, payload), done);
  });
}

async function release(db: Kysely<Database>, { customerId, key }: RunningKey): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .where('status_code', '=', RUNNING)
    .execute();
}

async function keepAnswer(
  db: Kysely<Database>,
  { customerId, key }: RunningKey,
  statusCode: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: body, created_at: Date.now() })
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .where('status_code', '=', RUNNING)
    .execute();
}
