import { SourceApp, STREAMER_ID, type FollowedStreamersQuery } from '@account/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { loggedInOf } from '../../auth/require-customer';
import {
  creatorExists,
  follow,
  followedStreamers,
  unfollow,
} from '../../domain/social-live-commerce/streamers';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * The `customer_id` of the query must be the logged-in customer's: the id alone proves nothing,
 * so a customer reads and changes only their own follows. Returns the internal id.
 */
function customerOf(
  request: FastifyRequest,
  query: z.output<typeof FollowedStreamersQuery>,
): {
  id: string;
  sourceApps: SourceApp[];
} {
  const { customer } = loggedInOf(request);
  if (query.customer_id !== customer.customer_id) throw new ApiError(403, 'NOT_AUTHORIZED');
  const sourceApps = (query['source-apps']?.split(',') ?? SourceApp.options) as SourceApp[];
  return { id: customer.id, sourceApps };
}

async function knownCreator(db: ServiceOptions['db'], streamerId: string): Promise<string> {
  if (!STREAMER_ID.test(streamerId) || !(await creatorExists(db, streamerId)))
    throw new ApiError(404, 'NOT_FOUND');
  return streamerId;
}

/** GET users/followed_streamers (spec section 7), and following / unfollowing one creator. */
export function followedStreamersRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.socialLiveCommerce.followedStreamers, async (request) => {
    const customer = customerOf(request, request.query);
    return { followedStreamers: await followedStreamers(db, customer.id, customer.sourceApps) };
  });

  // Follows made in the browser (account area or creators hub) count as the web shop's.
  route(app, catalogue.socialLiveCommerce.follow, async (request, reply) => {
    const customer = customerOf(request, request.query);
    await follow(db, customer.id, await knownCreator(db, request.params.streamerId), 'WEB_SHOP');
    return reply.code(204).send();
  });

  route(app, catalogue.socialLiveCommerce.unfollow, async (request, reply) => {
    const customer = customerOf(request, request.query);
    await unfollow(db, customer.id, await knownCreator(db, request.params.streamerId));
    return reply.code(204).send();
  });
}
