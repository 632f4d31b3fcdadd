import type { FastifyRequest } from 'fastify';
import { assertNotThrottled, countEvent, ipKey } from '../../auth/throttle';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';

/**
 * Runs a link redemption; a dead link (`null`) counts against the address like failed logins
 * do, so guessing tokens is as slow here as on every other link, and answers 410 TOKEN_INVALID.
 */
export async function redeemOr410<T>(
  { db, config }: ServiceOptions,
  request: FastifyRequest,
  redeem: () => Promise<T | null>,
): Promise<T> {
  const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
  await assertNotThrottled(db, [ipThrottle]);
  const result = await redeem();
  if (result === null) {
    await countEvent(db, [ipThrottle]);
    throw new ApiError(410, 'TOKEN_INVALID');
  }
  return result;
}
