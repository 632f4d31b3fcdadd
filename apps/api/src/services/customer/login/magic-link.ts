import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import {
  assertNotThrottled,
  countEvent,
  ipKey,
  resetThrottle,
  throttleKey,
} from '../../../auth/throttle';
import { mailMagicLink, redeemMagicLink } from '../../../domain/customer/login/magic-link';
import { Gone } from '../../../domain/domain-error';
import { route } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';
import { recipientByUsername } from './account-lookup';
import { type Guards } from './guards';
import { mailRequestRoute } from './mail-request';
import { startLogin } from './start-login';

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
    recipient: (body) => recipientByUsername(db, body),
    send: (customer, _body, _request, username) => mailMagicLink(db, config, customer, username),
  });

  route(app, catalogue.customer.verifyMagicLink, async (request, reply) => {
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const redeemed = await redeemMagicLink(db, request.body.token);
    if (!redeemed) {
      await countEvent(db, [ipThrottle]);
      throw new Gone();
    }
    const { customer, username } = redeemed;
    // Following the link proves the mailbox: a locked login opens again.
    await resetThrottle(db, [throttleKey(config, 'loginFailuresPerAccount', customer.id)]);
    return startLogin(options, request, reply, customer, username, false, {
      method: 'MAGIC_LINK',
    });
  });
}
