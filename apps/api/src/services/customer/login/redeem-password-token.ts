import { Gone } from '../../../domain/domain-error';
import {
  AccountFlow,
  SetPasswordReason,
  type SetPasswordRequest,
  type SetPasswordResult,
} from '@account/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { redeemOneTimeToken, type TokenPurpose } from '../../../domain/tokens/one-time-tokens';
import { hashPassword } from '../../../auth/passwords';
import { assertAcceptablePassword } from '../../../domain/customer/password-policy';
import {
  assertNotThrottled,
  countEvent,
  resetThrottle,
  ipKey,
  throttleKey,
} from '../../../auth/throttle';
import { findCustomerById } from '../../../domain/customer/customers';
import { replacePassword } from '../../../domain/customer/password-change';
import type { ServiceOptions } from '../../../service-options';
import { storedUserAgent } from '../../../domain/customer/devices';
import { inTransaction } from '../../../db/in-transaction';
import { mailWayInAdded } from '../../../domain/customer/mails/way-in-added';
import { handOverSession, openSession } from './start-login';
import { offerWaysInRemoval } from './ways-in';

/**
 * Sets the password of the customer a mailed link belongs to. The password is checked before the
 * link is used up, so a refused password does not cost the customer the link. Afterwards every
 * other session ends, the login lock is lifted (the mailbox proved ownership) and this browser
 * is logged in. The account's address is told of the new password, and the answer carries the
 * grant to remove every passkey and provider login from the new session (issue 33).
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

  const redeemed = await redeemOneTimeToken(db, body.token, purposes);
  const customer = redeemed && (await findCustomerById(db, redeemed.customerId));
  if (!redeemed || !customer) {
    await countEvent(db, [ipThrottle]);
    throw new Gone();
  }

  const activation = redeemed.purpose === 'account-activation';
  // A mailed link proves the mailbox: the e-mail address counts as confirmed from now on.
  const passwordHash = await hashPassword(body.password);
  // The new password and the mail that announces it (issue 33) commit together.
  await inTransaction(db, async (trx) => {
    await replacePassword(trx, customer.id, passwordHash, { confirmsEmail: true });
    await mailWayInAdded(
      trx,
      config,
      customer,
      { kind: 'password', changed: false },
      storedUserAgent(request.headers['user-agent']),
    );
  });
  await resetThrottle(db, [throttleKey(config, 'loginFailuresPerAccount', customer.id)]);

  const reason = SetPasswordReason.safeParse(redeemed.data.reason);
  const origin = AccountFlow.safeParse(redeemed.data.origin);
  // Read again: the login state must carry the password just set (isHelloUser), which decides
  // what the navigation offers.
  const updated = (await findCustomerById(db, customer.id)) ?? customer;
  const tokens = await openSession(db, config, request, updated, updated.email, false, {
    method: 'PASSWORD_LINK',
  });
  // Every other session has ended; the new one may remove what an intruder added (issue 33).
  const waysInRemovalToken = await offerWaysInRemoval(db, customer.id, tokens.sessionId);
  const user = await handOverSession(options, reply, updated, updated.email, tokens);
  return {
    reason: activation ? 'NEW_ACCOUNT' : reason.success ? reason.data : 'RESET',
    origin: origin.success ? origin.data : null,
    redirectUri: typeof redeemed.data.redirectUri === 'string' ? redeemed.data.redirectUri : null,
    user,
    waysInRemovalToken,
  };
}
