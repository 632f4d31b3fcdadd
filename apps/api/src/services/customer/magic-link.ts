import { MagicLinkRequest, MagicLinkVerifyRequest, type LoggedInUser } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken, redeemOneTimeToken } from '../../auth/one-time-tokens';
import { assertNotThrottled, consumeAttempt, countEvent, resetThrottle } from '../../auth/throttle';
import { findCustomerById } from '../../domain/customers/customers';
import { ApiError } from '../../http/api-error';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { lookUpUsername } from './account-lookup';
import { ipKey, requireRecaptcha, throttleKey, type Guards } from './guards';
import { sendLinkMail } from './mails/send-link-mail';
import { startLogin } from './start-login';

/** Login by a one-time link (spec sections 4 and 7): send answers alike for every address. */
export function magicLinkRoutes(app: FastifyInstance, options: ServiceOptions, guards: Guards): void {
  const { db, config } = options;

  app.post('/user/magic-link', async (request) => {
    const body = parseOrBadRequest(MagicLinkRequest, request.body);
    await requireRecaptcha(request, guards);
    const { username, customer } = await lookUpUsername(db, body.username);
    await consumeAttempt(db, [
      throttleKey(config, 'magicLinksPerAccount', customer?.id ?? username),
      ipKey(config, 'magicLinksPerIp', request),
    ]);
    if (customer) {
      const token = await issueOneTimeToken(db, customer.id, 'magic-link', { username });
      sendLinkMail(options, request.log, customer, 'magicLink', 'magic-link', { token });
    }
    return {};
  });

  app.post('/user/magic-link/verify', async (request, reply): Promise<LoggedInUser> => {
    const { token } = parseOrBadRequest(MagicLinkVerifyRequest, request.body);
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const redeemed = await redeemOneTimeToken(db, token, ['magic-link']);
    const customer =
      redeemed && (await findCustomerById(db, redeemed.customerId));
    if (!redeemed || !customer) {
      await countEvent(db, [ipThrottle]);
      throw new ApiError(410, 'TOKEN_INVALID');
    }
    // Following the link proves the mailbox: a locked login opens again.
    await resetThrottle(db, [throttleKey(config, 'loginFailuresPerAccount', customer.id)]);
    const username = typeof redeemed.data.username === 'string' ? redeemed.data.username : customer.email;
    return startLogin(options, request, reply, customer, username, false);
  });
}
