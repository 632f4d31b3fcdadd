import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { assertNotThrottled, countEvent } from '../../auth/throttle';
import { shopLocale } from '../../http/shop-locale';
import type { ServiceOptions } from '../../service-options';
import { LOGGING_BODY_LIMIT, throttleKeyOf } from './limits';
import { scrubPersonalData } from './scrub';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * POST logs: one entry from the front end (spec section 7). Stored scrubbed, and written to the
 * service's own log at the entry's level so operations see it where they see the rest.
 */
export function postLogRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(
    app,
    catalogue.logging.log,
    async (request, reply) => {
      const key = throttleKeyOf('logs', request.ip);
      await assertNotThrottled(db, [key]);
      await countEvent(db, [key]);
      const entry = request.body;
      const locale = shopLocale(request);
      const stored = {
        id: randomUUID(),
        level: entry.level,
        source: entry.source,
        message: scrubPersonalData(entry.message),
        code: entry.code ?? null,
        status: entry.status ?? null,
        category: entry.category ?? null,
        page: entry.page ? scrubPersonalData(entry.page) : null,
        locale,
        created_at: Date.now(),
      };
      await db.insertInto('client_logs').values(stored).execute();
      const { id: _, created_at: __, level, ...fields } = stored;
      const logged = { clientLog: fields };
      if (level === 'error') request.log.error(logged, 'client error');
      else if (level === 'warning') request.log.warn(logged, 'client warning');
      else request.log.info(logged, 'client log');
      return reply.status(204).send();
    },
    { bodyLimit: LOGGING_BODY_LIMIT },
  );
}
