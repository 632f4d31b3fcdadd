import type { FastifyInstance } from 'fastify';

/**
 * Clients send `content-type: application/json` on every call, including body-less POSTs such as
 * the token refresh. Fastify rejects an empty JSON body; here it simply means "no body". Non-empty
 * bodies go through Fastify's own parser with its prototype-poisoning protection.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
