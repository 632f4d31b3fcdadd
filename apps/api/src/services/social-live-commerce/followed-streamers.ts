import {
  FollowedStreamersQuery,
  SourceApp,
  STREAMER_ID,
  type FollowedStreamers,
} from '@account/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import {
  creatorExists,
  follow,
  followedStreamers,
  unfollow,
} from '../../domain/creators/streamers';
import { ApiError } from '../../http/api-error';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/**
 * The `customer_id` of the query must be the logged-in customer's: the id alone proves nothing,
 * so a customer reads and changes only their own follows. Returns the internal id.
 */
function customerOf(request: FastifyRequest): {
  id: string;
  sourceApps: SourceApp[];
} {
  const query = parseOrBadRequest(FollowedStreamersQuery, request.query);
  const { customer } = loggedInOf(request);
  if (query.customer_id !== customer.customer_id) throw new ApiError(403, 'NOT_AUTHORIZED');
  const sourceApps = (query['source-apps']?.split(',') ?? SourceApp.options) as SourceApp[];
  return { id: customer.id, sourceApps };
}

async function knownCreator(
  db: ServiceOptions['db'],
  request: FastifyRequest<{ Params: { streamerId: string } }>,
): Promise<string> {
  const { streamerId } = request.params;
  if (!STREAMER_ID.test(streamerId) || !(await creatorExists(db, streamerId)))
    throw new ApiError(404, 'NOT_FOUND');
  return streamerId;
}

/** GET users/followed_streamers (spec section 7), and following / unfollowing one creator. */
export function followedStreamersRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  const guarded = { preHandler: app.requireCustomer };

  app.get('/users/followed_streamers', guarded, async (request): Promise<FollowedStreamers> => {
    const customer = customerOf(request);
    return { followedStreamers: await followedStreamers(db, customer.id, customer.sourceApps) };
  });

  // Follows made in the browser (account area or creators hub) count as the web shop's.
  app.put<{ Params: { streamerId: string } }>(
    '/users/followed_streamers/:streamerId',
    guarded,
    async (request, reply) => {
      const customer = customerOf(request);
      await follow(db, customer.id, await knownCreator(db, request), 'WEB_SHOP');
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { streamerId: string } }>(
    '/users/followed_streamers/:streamerId',
    guarded,
    async (request, reply) => {
      const customer = customerOf(request);
      await unfollow(db, customer.id, await knownCreator(db, request));
      return reply.code(204).send();
    },
  );
}
