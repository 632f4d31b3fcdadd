import type { FastifyRequest } from 'fastify';
import { assertNotThrottled, countEvent, ipKey, throttleKey } from '../../auth/throttle';
import { normalizeEmail } from '../../db/normalize-email';
import type { ServiceOptions } from '../../service-options';

/**
 * Sign-ups mail whatever address is typed in: limited per address (nobody's inbox is flooded)
 * and per client address (nobody mails thousands of strangers). Throws 429 when either is spent.
 */
export async function countOptInMail(
  { db, config }: ServiceOptions,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const keys = [
    throttleKey(config, 'optInMailsPerAddress', normalizeEmail(email)),
    ipKey(config, 'optInMailsPerIp', request),
  ];
  await assertNotThrottled(db, keys);
  await countEvent(db, keys);
}
