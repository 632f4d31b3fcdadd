import type { FastifyRequest } from 'fastify';
import { passwordMatches } from '../../auth/passwords';
import { assertNotThrottled, countEvent } from '../../auth/throttle';
import type { Customer } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { ipKey, throttleKey } from './guards';

/**
 * Changing the e-mail or password and deleting the account ask for the current password again
 * (spec section 7). A stolen session must not turn into unlimited guesses, so failures count
 * against the same limits as failed logins; a wrong password answers 403 (spec section 8).
 */
export async function assertCurrentPassword(
  { db, config }: ServiceOptions,
  request: FastifyRequest,
  customer: Customer,
  password: string,
): Promise<void> {
  const throttles = [
    throttleKey(config, 'loginFailuresPerAccount', customer.id),
    ipKey(config, 'loginFailuresPerIp', request),
  ];
  await assertNotThrottled(db, throttles);
  if (!(await passwordMatches(customer.password_hash, password))) {
    await countEvent(db, throttles);
    throw new ApiError(403, 'NOT_AUTHORIZED');
  }
}
