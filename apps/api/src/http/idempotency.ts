import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../db/schema';
import { ApiError } from './api-error';

/** How long a first answer is kept and replayed for its key. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/**
 * A key marked running was claimed, outside the change's transaction, by the release before the
 * answer was kept in that transaction; once this old its request is dead and the key is freed.
 * Only a rolling update from that release leaves such keys.
 */
export const IDEMPOTENCY_STALE_MS = 60_000;

/**
 * `status_code` of a key claimed in a change's transaction that has not committed yet: no other
 * request sees it so. Committed only by the earlier release (see IDEMPOTENCY_STALE_MS).
 */
const RUNNING = 0;

const HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after requireCustomer for order changes: replays the first answer to an Idempotency-Key. */
    idempotency: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    idempotencyRecord: IdempotencyRecord | null;
  }
}

/** Whose keys: a customer's, or a guest's shop session's (X-SessionId, the basket's). */
export type IdempotencyOwner = { customerId: string } | { shopSessionId: string };

interface IdempotencyRecord {
  /** The table's `owner`: `customer:<id>` or `shop-session:<id>`. */
  owner: string;
  customerId: string | null;
  key: string;
  requestHash: string;
}

const recordOwnerOf = (owner: IdempotencyOwner) =>
  'customerId' in owner
    ? { owner: `customer:${owner.customerId}`, customerId: owner.customerId }
    : { owner: `shop-session:${owner.shopSessionId}`, customerId: null };

/** What a key's stored answer is checked against: the same key with another request is 422. */
export const requestHashOf = (method: string, url: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');

const storedAnswerOf = (db: Kysely<Database>, { owner, key }: IdempotencyRecord) =>
  db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('owner', '=', owner)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/**
 * Answers a request with the key's stored answer: replayed when it is the same request, 422 when
 * the key came with another one, 503 while a key of the earlier release is still marked running.
 */
async function replay(
  reply: FastifyReply,
  record: IdempotencyRecord,
  stored: Selectable<IdempotencyKeysTable>,
): Promise<void> {
  if (stored.request_hash !== record.requestHash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED');
  if (stored.status_code === RUNNING) throw busy();
  await reply
    .code(stored.status_code)
    .type('application/json; charset=utf-8')
    .header('Idempotent-Replayed', 'true')
    .send(stored.response_body);
}

function busy(): ApiError {
  const error = new ApiError(503, 'SERVICE_UNAVAILABLE');
  error.headers = { 'Retry-After': '1' };
  return error;
}

/**
 * `Idempotency-Key` on cancel, withdrawal and return, and on adding to the basket (one product
 * or an order again): a retried click or a lost answer must not be refused as "already
 * cancelled", nor put a second piece in the basket. The preHandler replays a stored answer; a
 * request whose key has none runs its change through `idempotentChange`, which claims the key
 * and keeps the answer in the change's own transaction. Answers (successes and 4xx) are kept
 * with the request's hash per owner and key for 24 hours: a customer's, or a guest's per shop
 * session. The same key with another request is 422. A 5xx is not kept: the key is free for a
 * real second try. Without the header nothing changes: the key is optional for clients.
 */
export function installIdempotency(
  app: FastifyInstance,
  db: Kysely<Database>,
  ownerOf: (request: FastifyRequest) => IdempotencyOwner | null,
): void {
  app.decorateRequest('idempotencyRecord', null);
  app.decorate('idempotency', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || header.length < 1 || header.length > 255)
      throw new ApiError(400, 'BAD_REQUEST');
    const owner = ownerOf(request);
    // No one to keep the key for (a guest without a shop session): the change runs without it.
    if (owner === null) return;
    const record = {
      ...recordOwnerOf(owner),
      key: header,
      requestHash: requestHashOf(request.method, request.url, request.body),
    };
    const now = Date.now();
    await db
      .deleteFrom('idempotency_keys')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('owner', '=', record.owner),
            eb('status_code', '=', RUNNING),
            eb('created_at', '<=', now - IDEMPOTENCY_STALE_MS),
          ]),
          // Everyone's, not only this owner's: a customer or a guest's shop session may never
          // send a key again, and their answers are not kept past the 24 hours.
          eb('created_at', '<=', now - IDEMPOTENCY_RETENTION_MS),
        ]),
      )
      .execute();
    const stored = await storedAnswerOf(db, record);
    if (stored) await replay(reply, record, stored);
    else request.idempotencyRecord = record;
  });

  // The change's error answers (4xx), which roll its transaction back, are kept here. A
  // callback rather than an async hook: the requests without a key, nearly all, pass on at once
  // instead of through a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const record = request.idempotencyRecord;
    // Server failures are not kept: a retry with the same key should get a real second try.
    if (!record || reply.statusCode >= 500 || typeof payload !== 'string')
      return done(null, payload);
    keepAnswer(db, record, reply.statusCode, payload).then(() => done(null, payload), done);
  });
}

/** The other request with the key committed first: its answer is replayed. */
class KeyAnsweredMeanwhile extends Error {}

/**
 * Runs an order change in one transaction with its key: the key is claimed first (a concurrent
 * request with it waits on the claim, PostgreSQL's unique index or SQLite's single writer, and
 * then replays), and the answer is kept before the commit. A retry after the instance died thus
 * finds either nothing (the transaction rolled back; the change runs afresh) or the first answer,
 * never a key left running. Without a key the change runs in a plain transaction.
 */
export async function idempotentChange<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | FastifyReply> {
  const record = request.idempotencyRecord;
  if (!record) return db.transaction().execute(change);
  try {
    const answer = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, record))) throw new KeyAnsweredMeanwhile();
      const answer = await change(trx);
      // The route's own serializer (answer-serializer.ts, which writes strings): the body kept is
      // the body sent.
      await keepAnswer(trx, record, reply.statusCode, reply.serialize(answer) as string);
      return answer;
    });
    request.idempotencyRecord = null;
    return answer;
  } catch (error) {
    if (!(error instanceof KeyAnsweredMeanwhile)) throw error;
    request.idempotencyRecord = null;
    const stored = await storedAnswerOf(db, record);
    // Gone again: a key of the earlier release, freed by its failed request.
    if (!stored) throw busy();
    await replay(reply, record, stored);
    return reply;
  }
}

/** The key for this transaction alone; false when another request's answer is committed. */
async function claim(
  trx: Transaction<Database>,
  { owner, customerId, key, requestHash }: IdempotencyRecord,
) {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      owner,
      customer_id: customerId,
      idempotency_key: key,
      request_hash: requestHash,
      status_code: RUNNING,
      response_body: '',
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.columns(['owner', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return inserted.numInsertedOrUpdatedRows === 1n;
}

/**
 * The key's answer: completes the claim in the change's transaction, or (an error answer, whose
 * transaction rolled back) is stored on its own unless another request's answer came first.
 */
async function keepAnswer(
  db: Kysely<Database>,
  { owner, customerId, key, requestHash }: IdempotencyRecord,
  statusCode: number,
  body: string,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      owner,
      customer_id: customerId,
      idempotency_key: key,
      request_hash: requestHash,
      status_code: statusCode,
      response_body: body,
      created_at: Date.now(),
    })
    .onConflict((oc) =>
      oc
        .columns(['owner', 'idempotency_key'])
        .doUpdateSet({ status_code: statusCode, response_body: body, created_at: Date.now() })
        .where('idempotency_keys.status_code', '=', RUNNING),
    )
    .execute();
}
