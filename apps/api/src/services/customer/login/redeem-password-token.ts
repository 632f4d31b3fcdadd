import { type SetPasswordRequest, type SetPasswordResult } from '@account/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hashPassword } from '../../../auth/passwords';
import {
  assertNotThrottled,
  countEvent,
  ipKey,
  resetThrottle,
  throttleKey,
} from '../../../auth/throttle';
import { storedUserAgent } from '../../../domain/customer/devices';
import {
  passwordLinkOutcome,
  redeemPasswordLink,
  setPasswordByLink,
} from '../../../domain/customer/login/password-links';
import { assertAcceptablePassword } from '../../../domain/customer/password-policy';
import { Gone } from '../../../domain/domain-error';
import type { TokenPurpose } from '../../../domain/tokens/one-time-tokens';
import type { ServiceOptions } from '../../../service-options';
import { handOverSession, openSession } from './start-login';
import { offerWaysInRemoval } from '../../../domain/customer/login/ways-in';

/**
 * Sets the password of the customer a mailed link belongs to
 * (domain/customer/login/password-links.ts). The password is checked before the link is used up,
 * so a refused password does not cost the customer the link. Afterwards every other session
 * ends, the login lock is lifted (the mailbox proved ownership) and this browser is logged in.
 * The answer carries the grant to remove every passkey and provider login from the new session
 * (issue 33).
 */
export async function redeemPasswordToken(
  options: ServiceOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  purposes: readonly TokenPurpose[],
  body: z.output<typeof SetPasswordRequest>,
): Promise<SetPasswordResult> {
  const { db, config } = options;
  assertAcceptablePassword(body.password);
  const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
  await assertNotThrottled(db, [ipThrottle]);

  const redeemed = await redeemPasswordLink(db, body.token, purposes);
  if (!redeemed) {
    await countEvent(db, [ipThrottle]);
    throw new Gone();
  }
  const { link, customer } = redeemed;
  const updated = await setPasswordByLink(
    db,
    config,
    customer,
    await hashPassword(body.password),
    storedUserAgent(request.headers['user-agent']),
  );
  await resetThrottle(db, [throttleKey(config, 'loginFailuresPerAccount', customer.id)]);

  const tokens = await openSession(db, config, request, updated, updated.email, false, {
    method: 'PASSWORD_LINK',
  });
  // Every other session has ended; the new one may remove what an intruder added (issue 33).
  const waysInRemovalToken = await offerWaysInRemoval(db, customer.id, tokens.sessionId);
  const user = await handOverSession(options, reply, updated, updated.email, tokens);
  return { ...passwordLinkOutcome(link), user, waysInRemovalToken };
}
