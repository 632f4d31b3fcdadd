import { ONE_CLICK_UNSUBSCRIBE_BODY } from '@account/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * RFC 8058: a mail client's one-click unsubscribe is a form POST of `List-Unsubscribe=One-Click`
 * to the mail's List-Unsubscribe URL, without our client header (cross-site-protection lets
 * these routes through). Any other body is refused before the handler runs.
 */
export function oneClickRoute(
  app: FastifyInstance,
  path: string,
  handler: (request: FastifyRequest) => Promise<void>,
): void {
  app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    oneClick.post(path, { config: { oneClickFromMail: true } }, async (request) => {
      const form = request.body instanceof URLSearchParams ? request.body : null;
      const [key, value] = ONE_CLICK_UNSUBSCRIBE_BODY.split('=');
      if (form?.get(key!) !== value) throw new ApiError(400, 'BAD_REQUEST');
      await handler(request);
      return {};
    });
  });
}
