import type { FastifyRequest } from 'fastify';
import { InvalidInput } from '../../../domain/domain-error';
import type { Config } from '../../../config';
import type { RelyingParty } from '../../../domain/customer/login/passkeys';

/** The name the browser shows beside a passkey. */
const RELYING_PARTY_NAME = 'Shop24 Direkt';

/** de.localhost, at.localhost, 127.0.0.1 …: this machine, only ever trusted locally. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]';

/**
 * A passkey belongs to the shop host it was made at (the relying party id), and every answer is
 * checked against the origin of the page that asked. The origin is the browser's Origin header
 * (a request without one, from a tool, names its Host); it must be a configured shop origin, or
 * locally any address of this machine (tests run at 127.0.0.1 and the *.localhost shops).
 */
export function relyingPartyOf(request: FastifyRequest, config: Config): RelyingParty {
  const named = request.headers.origin ?? `${request.protocol}://${request.host}`;
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    throw new InvalidInput();
  }
  const shops = Object.values(config.shopOrigins).map((origin) => new URL(origin).origin);
  const allowed =
    shops.includes(url.origin) || (config.environment === 'local' && isLoopback(url.hostname));
  if (!allowed) throw new InvalidInput();
  return { id: url.hostname, origin: url.origin, name: RELYING_PARTY_NAME };
}
