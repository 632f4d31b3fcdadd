import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

const MEDIA_FILE = /^([A-Za-z0-9-]{1,32})\.svg$/;

/**
 * GET media/{baseProductNo}.svg: the product image, as the static media host would serve it.
 * SVG can carry script, so it is served with a CSP that forbids any, and never sniffed as HTML.
 */
export function mediaRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(
    app,
    catalogue.products.media,
    async (request, reply) => {
      const baseProductNo = MEDIA_FILE.exec(request.params.file)?.[1];
      if (!baseProductNo) throw new ApiError(404, 'NOT_FOUND');
      const product = await db
        .selectFrom('products')
        .select(['image_svg', 'updated_at'])
        .where('base_product_no', '=', baseProductNo)
        .executeTakeFirst();
      if (!product) throw new ApiError(404, 'NOT_FOUND');
      const etag = `"${baseProductNo}-${product.updated_at}"`;
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('ETag', etag)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(product.image_svg);
    },
    { cacheable: true },
  );
}
