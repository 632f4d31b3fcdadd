import type { Attributes } from '@opentelemetry/api';
import {
  ATTR_CLIENT_ADDRESS,
  ATTR_NETWORK_PEER_ADDRESS,
  ATTR_URL_PATH,
  ATTR_URL_QUERY,
} from '@opentelemetry/semantic-conventions';
import { redactQuery } from '../http/log-redaction';

/**
 * A request's URL attributes as a span may keep them: the path, and of the query only the
 * parameter names. Query strings carry what customers typed (e-mail addresses, one-time tokens);
 * the log redacts them the same way (src/http/log-redaction.ts). These override what the HTTP
 * and Fastify instrumentations record; an attribute set to undefined is not recorded.
 */
export function withoutQueryValues(request: { url?: string }): Attributes {
  const redacted = redactQuery(request.url ?? '');
  const at = redacted.indexOf('?');
  return at === -1
    ? { [ATTR_URL_PATH]: redacted, [ATTR_URL_QUERY]: undefined }
    : { [ATTR_URL_PATH]: redacted.slice(0, at), [ATTR_URL_QUERY]: redacted.slice(at + 1) };
}

/**
 * An incoming request's attributes without the customer's address (personal data under the
 * GDPR): the log keeps it for throttling inquiries, a trace has no use for it.
 */
export function withoutPersonalData(request: { url?: string }): Attributes {
  return {
    ...withoutQueryValues(request),
    [ATTR_CLIENT_ADDRESS]: undefined,
    [ATTR_NETWORK_PEER_ADDRESS]: undefined,
  };
}
