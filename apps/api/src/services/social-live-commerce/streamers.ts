import { STREAMER_ID } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import {
  allStreamers,
  streamerDetail,
  streamerPicture,
} from '../../domain/social-live-commerce/streamers';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** Public reads of the creators hub: who streams now, what is planned, the pictures. */
export function streamersRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.socialLiveCommerce.streamers, async () => ({
    streamers: await allStreamers(db),
  }));

  route(app, catalogue.socialLiveCommerce.streamer, async (request) => {
    const detail = STREAMER_ID.test(request.params.id)
      ? await streamerDetail(db, request.params.id)
      : null;
    if (!detail) throw new ApiError(404, 'NOT_FOUND');
    return detail;
  });

  // SVG can carry script: served with a CSP that forbids any, and never sniffed as HTML.
  route(
    app,
    catalogue.socialLiveCommerce.streamerPicture,
    async (request, reply) => {
      const { id } = request.params;
      const picture = STREAMER_ID.test(id) ? await streamerPicture(db, id) : null;
      if (!picture) throw new ApiError(404, 'NOT_FOUND');
      const etag = `"${id}-${picture.updated_at}"`;
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('ETag', etag)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(picture.image_svg);
    },
    { cacheable: true },
  );
}
