import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loggedInOf } from '../auth/require-customer';
import type { Database } from '../db/schema';
import { ApiError } from './api-error';

/** How long a first answer is kept and replayed for its key. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

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

/**
 * `Idempotency-Key` on cancel, withdrawal and return: a retried click or a lost answer must not
 * be refused as "already cancelled". The first answer (success or a 4xx; a success replaces a 4xx
 * of a request that ran at the same time) is stored with the request's hash per customer and key
 * for 24 hours; the same key replays it, the same key with
 * another request is 422. Without the header nothing changes: the key is optional for clients.
 */
export function installIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('idempotencyRecord', null);
  app.decorate('idempotency', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || header.length < 1 || header.length > 255)
      throw new ApiError(400, 'BAD_REQUEST');
    const customerId = loggedInOf(request).customer.id;
    const requestHash = hashOf(request);
    const stored = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('idempotency_key', '=', header)
      .where('created_at', '>', Date.now() - IDEMPOTENCY_RETENTION_MS)
      .executeTakeFirst();
    if (!stored) {
      request.idempotencyRecord = { customerId, key: header, requestHash };
      return;
    }
    if (stored.request_hash !== requestHash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED');
    await reply
      .code(stored.status_code)
      .type('application/json; charset=utf-8')
      .header('Idempotent-Replayed', 'true')
      .send(stored.response_body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const record = request.idempotencyRecord;
    // Server failures are not kept: a retry with the same key should get a real second try.
    if (!record || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    const now = Date.now();
    await db
      .deleteFrom('idempotency_keys')
      .where('customer_id', '=', record.customerId)
      .where('created_at', '<=', now - IDEMPOTENCY_RETENTION_MS)
      .execute();
    await db
      .insertInto('idempotency_keys')
      .values({
        customer_id: record.customerId,
        idempotency_key: record.key,
        request_hash: record.requestHash,
        status_code: reply.statusCode,
        response_body: payload,
        created_at: now,
      })
      // Requests with one key that ran at the same time all missed the stored answer: the one
      // that did the change answers 2xx, the others 409 (already done), often earlier. The key
      // keeps the success, so a retry learns what happened instead of "already cancelled".
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'idempotency_key'])
          .doUpdateSet({
            request_hash: record.requestHash,
            status_code: reply.statusCode,
            response_body: payload,
            created_at: now,
          })
          .where('idempotency_keys.status_code', '>=', 300),
      )
      .execute();
    return payload;
  });
}
