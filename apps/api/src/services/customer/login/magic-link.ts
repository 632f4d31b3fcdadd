import type { FastifyInstance } from 'fastify';
import { Gone } from '../../../domain/domain-error';
import { issueOneTimeToken, redeemOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import {
  assertNotThrottled,
  countEvent,
  resetThrottle,
  ipKey,
  throttleKey,
} from '../../../auth/throttle';
import { findCustomerById } from '../../../domain/customer/customers';
import { confirmEmail } from '../../../domain/customer/email-confirmation';
import type { ServiceOptions } from '../../../service-options';
import { lookUpUsername } from './account-lookup';
import { type Guards } from './guards';
import { mailRequestRoute } from './mail-request';
import { sendLinkMail } from '../../../domain/customer/mails/send-link-mail';
import { startLogin } from './start-login';
import { catalogue, paths } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** Login by a one-time link (spec sections 4 and 7): send answers alike for every address. */
export function magicLinkRoutes(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;

  mailRequestRoute(app, options, guards, catalogue.customer.requestMagicLink, {
    perAccount: 'magicLinksPerAccount',
    perIp: 'magicLinksPerIp',
    recipient: async (body) => {
      const { username, customer } = await lookUpUsername(db, body.username);
      return { subject: username, customer };
    },
    async send(customer, _body, _request, username) {
      await db.transaction().execute(async (trx) => {
        const token = await issueOneTimeToken(trx, customer.id, 'magic-link', { username });
        await sendLinkMail(trx, config, customer, 'magicLink', paths.login.magicLink(), { token });
      });
    },
  });

  route(app, catalogue.customer.verifyMagicLink, async (request, reply) => {
    const { token } = request.body;
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const redeemed = await redeemOneTimeToken(db, token, ['magic-link']);
    const customer = redeemed && (await findCustomerById(db, redeemed.customerId));
    if (!redeemed || !customer) {
      await countEvent(db, [ipThrottle]);
      throw new Gone();
    }
    // Following the link proves the mailbox: a locked login opens again.
    await confirmEmail(db, customer.id);
    await resetThrottle(db, [throttleKey(config, 'loginFailuresPerAccount', customer.id)]);
    const username =
      typeof redeemed.data.username === 'string' ? redeemed.data.username : customer.email;
    return startLogin(options, request, reply, customer, username, false, {
      method: 'MAGIC_LINK',
    });
  });
}
