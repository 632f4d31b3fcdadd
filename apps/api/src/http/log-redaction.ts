import type { FastifyRequest } from 'fastify';

/**
 * Query strings carry what customers typed (check-username?username=…, light-users/activation
 * ?username=…); logs keep the parameter names only, never their values.
 */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = new URLSearchParams(url.slice(at + 1)).keys();
  return `${url.slice(0, at)}?${[...new Set(names)].map((name) => `${encodeURIComponent(name)}=~`).join('&')}`;
}

/** Fastify's request serializer with the query redacted. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactQuery(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  }),
};
