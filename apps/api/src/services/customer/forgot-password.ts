import { ForgotPasswordRequest, safeRedirectTarget } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken } from '../../auth/one-time-tokens';
import { consumeAttempt } from '../../auth/throttle';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { lookUpUsername } from './account-lookup';
import { ipKey, requireRecaptcha, throttleKey, type Guards } from './guards';
import { sendLinkMail } from './mails/send-link-mail';
import { sendActivationMail } from './send-activation-mail';

/**
 * Answers 200 alike for every well-formed username and mails only real accounts, so the page
 * reveals nothing about who is a customer. The link sets a password: a reset for accounts that
 * have one, the first password for accounts created without (reason NEW_ACCOUNT); light accounts
 * get their activation mail again.
 */
export function forgotPasswordRoute(app: FastifyInstance, options: ServiceOptions, guards: Guards): void {
  const { db, config } = options;
  app.post('/user/forgot-password', async (request) => {
    const body = parseOrBadRequest(ForgotPasswordRequest, request.body);
    await requireRecaptcha(request, guards);
    const { username, customer } = await lookUpUsername(db, body.username);
    await consumeAttempt(db, [
      throttleKey(config, 'passwordMailsPerAccount', customer?.id ?? username),
      ipKey(config, 'passwordMailsPerIp', request),
    ]);
    if (!customer) return {};

    if (customer.customer_type === 'LIGHT' && customer.password_hash === null) {
      await sendActivationMail(options, request.log, customer);
      return {};
    }
    const target = safeRedirectTarget(body.redirect_uri, Object.values(config.shopOrigins));
    const hasPassword = customer.password_hash !== null;
    const token = await issueOneTimeToken(db, customer.id, hasPassword ? 'password-reset' : 'set-password', {
      reason: hasPassword ? 'RESET' : 'NEW_ACCOUNT',
      origin: null,
      redirectUri: target === '/' ? null : target,
    });
    sendLinkMail(options, request.log, customer, hasPassword ? 'passwordReset' : 'setPassword', 'set-password', { token });
    return {};
  });
}
