import { catalogue, paths } from '@account/contracts';
import { safeRedirectTarget } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import type { ServiceOptions } from '../../../service-options';
import { lookUpUsername } from './account-lookup';
import type { Guards } from './guards';
import { mailRequestRoute } from './mail-request';
import { sendLinkMail } from '../../../domain/customer/mails/send-link-mail';
import { sendActivationMail } from '../../../domain/customer/mails/send-activation-mail';

/**
 * Mails only real accounts (mail-request.ts answers alike for all). The link sets a password: a
 * reset for accounts that have one, the first password for accounts created without (reason
 * NEW_ACCOUNT); light accounts get their activation mail again.
 */
export function forgotPasswordRoute(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;
  mailRequestRoute(app, options, guards, catalogue.customer.forgotPassword, {
    perAccount: 'passwordMailsPerAccount',
    perIp: 'passwordMailsPerIp',
    recipient: async (body) => {
      const { username, customer } = await lookUpUsername(db, body.username);
      return { subject: username, customer };
    },
    async send(customer, body) {
      if (customer.customer_type === 'LIGHT' && customer.password_hash === null) {
        await sendActivationMail(options, customer);
        return;
      }
      const target = safeRedirectTarget(body.redirect_uri, Object.values(config.shopOrigins));
      const hasPassword = customer.password_hash !== null;
      await db.transaction().execute(async (trx) => {
        const token = await issueOneTimeToken(
          trx,
          customer.id,
          hasPassword ? 'password-reset' : 'set-password',
          {
            reason: hasPassword ? 'RESET' : 'NEW_ACCOUNT',
            origin: null,
            redirectUri: target === '/' ? null : target,
          },
        );
        await sendLinkMail(
          trx,
          config,
          customer,
          hasPassword ? 'passwordReset' : 'setPassword',
          paths.login.setPassword(),
          { token },
        );
      });
    },
  });
}
