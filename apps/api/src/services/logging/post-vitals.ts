import type { FastifyInstance } from 'fastify';
import { assertNotThrottled, countEvent } from '../../auth/throttle';
import type { ServiceOptions } from '../../service-options';
import { RUM_BODY_LIMIT, throttleKeyOf } from './limits';
import { recordRumBatch } from './rum-metrics';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * POST vitals: a page view's real-user monitoring batch, sent by the hosts with sendBeacon as the
 * page is hidden. The contract refuses anything beyond bounded fields (no addresses with ids, no
 * error texts); what passes only moves Prometheus series, nothing is stored.
 */
export function postVitalsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(
    app,
    catalogue.logging.vitals,
    async (request, reply) => {
      const key = throttleKeyOf('vitals', request.ip);
      await assertNotThrottled(db, [key]);
      await countEvent(db, [key]);
      recordRumBatch(request.body);
      return reply.status(204).send();
    },
    { bodyLimit: RUM_BODY_LIMIT },
  );
}
