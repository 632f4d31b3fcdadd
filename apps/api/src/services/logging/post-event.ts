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
 * POST events: one tracking event, sent only with the customer's consent (the envelope says so;
 * an event without it is a client bug and refused). The schema allows no free text but the page
 * path, and the customer only as e-mail hash or cipher text.
 */
export function postEventRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(
    app,
    catalogue.logging.events,
    async (request, reply) => {
      const key = throttleKeyOf('events', request.ip);
      await assertNotThrottled(db, [key]);
      await countEvent(db, [key]);
      const { user, data } = request.body;
      const { event, ...fields } =
        'page' in data ? { ...data, page: scrubPersonalData(data.page) } : data;
      await db
        .insertInto('tracking_events')
        .values({
          id: randomUUID(),
          event,
          data: JSON.stringify(fields),
          email_hash: user?.email_hash ?? null,
          encrypted_email: user?.encrypted_email ?? null,
          locale: shopLocale(request),
          created_at: Date.now(),
        })
        .execute();
      return reply.status(204).send();
    },
    { bodyLimit: LOGGING_BODY_LIMIT },
  );
}
