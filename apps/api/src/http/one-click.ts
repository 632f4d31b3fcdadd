import { ONE_CLICK_UNSUBSCRIBE_BODY, type Endpoint } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { route, type CatalogueHandler } from './catalogue-route';

/**
 * RFC 8058: a mail client's one-click unsubscribe is a form POST of `List-Unsubscribe=One-Click`
 * to the mail's List-Unsubscribe URL, without our client header (cross-site-protection lets
 * these routes through). Any other body is refused before the handler runs.
 */
export function oneClickRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: Parameters<CatalogueHandler<E>>[0]) => Promise<void>,
): void {
  app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    const oneClickHandler = async (request: Parameters<CatalogueHandler<E>>[0]) => {
      const form = request.body instanceof URLSearchParams ? request.body : null;
      const [key, value] = ONE_CLICK_UNSUBSCRIBE_BODY.split('=');
      if (form?.get(key!) !== value) throw new ApiError(400, 'BAD_REQUEST');
      await handler(request);
      return {};
    };
    // Generic over the endpoint: its answer type is known only as the endpoint's schema (`{}`).
    route(oneClick, endpoint, oneClickHandler as unknown as CatalogueHandler<E>);
  });
}
