import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { mailPasswordLink } from '../../../domain/customer/login/password-links';
import type { ServiceOptions } from '../../../service-options';
import { recipientByUsername } from './account-lookup';
import type { Guards } from './guards';
import { mailRequestRoute } from './mail-request';

/**
 * Mails only real accounts (mail-request.ts answers alike for all) the link that sets a password
 * (domain/customer/login/password-links.ts).
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
    recipient: (body) => recipientByUsername(db, body),
    send: (customer, body) => mailPasswordLink(db, config, customer, body.redirect_uri),
  });
}
