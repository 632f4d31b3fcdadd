import { AccountFlow } from '@account/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { issueOneTimeToken } from '../../auth/one-time-tokens';
import type { Customer } from '../../db/schema';
import type { ServiceOptions } from '../../service-options';
import { sendLinkMail } from './mails/send-link-mail';

/** The double opt-in mail of a light account; a new one replaces every earlier link. */
export async function sendActivationMail(
  options: ServiceOptions,
  log: FastifyBaseLogger,
  customer: Customer,
): Promise<void> {
  const token = await issueOneTimeToken(options.db, customer.id, 'account-activation', {
    origin: AccountFlow.enum.accountLightAccount,
  });
  sendLinkMail(options, log, customer, 'accountActivation', 'light-user-set-password', {
    token,
    username: customer.email,
  });
}
