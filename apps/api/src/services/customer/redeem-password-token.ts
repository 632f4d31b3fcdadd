import {
  AccountFlow,
  SetPasswordReason,
  type SetPasswordRequest,
  type SetPasswordResult,
} from '@account/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { redeemOneTimeToken, type TokenPurpose } from '../../auth/one-time-tokens';
import { hashPassword } from '../../auth/passwords';
import { assertAcceptablePassword } from '../../auth/password-policy';
import { assertNotThrottled, countEvent, resetThrottle } from '../../auth/throttle';
import { findCustomerById } from '../../domain/customer/customers';
import { replacePassword } from '../../domain/customer/password-change';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { ipKey, throttleKey } from './guards';
import { startLogin } from './start-login';

/**
 * Sets the password of the customer a mailed link belongs to. The password is checked before the
 * link is used up, so a refused password does not cost the customer the link. Afterwards every
 * other session ends, the login lock is lifted (the mailbox proved ownership) and this browser
 * is logged in.
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
    throw new ApiError(410, 'TOKEN_INVALID');
  }

  const activation = redeemed.purpose === 'account-activation';
  // A mailed link proves the mailbox: the e-mail address counts as confirmed from now on.
  await replacePassword(db, customer.id, await hashPassword(body.password), {
    confirmsEmail: true,
  });
  await resetThrottle(db, [throttleKey(config, 'loginFailuresPerAccount', customer.id)]);

  const reason = SetPasswordReason.safeParse(redeemed.data.reason);
  const origin = AccountFlow.safeParse(redeemed.data.origin);
  // Read again: the login state must carry the password just set (isHelloUser), which decides
  // what the navigation offers.
  const updated = (await findCustomerById(db, customer.id)) ?? customer;
  const user = await startLogin(options, request, reply, updated, updated.email, false, {
    method: 'PASSWORD_LINK',
  });
  return {
    reason: activation ? 'NEW_ACCOUNT' : reason.success ? reason.data : 'RESET',
    origin: origin.success ? origin.data : null,
    redirectUri: typeof redeemed.data.redirectUri === 'string' ? redeemed.data.redirectUri : null,
    user,
  };
}
