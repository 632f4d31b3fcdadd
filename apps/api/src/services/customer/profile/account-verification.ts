import { VERIFICATION_GRANT_HEADER, type AccountVerificationResult } from '@account/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findOneTimeToken,
  issueOneTimeToken,
  redeemOneTimeToken,
} from '../../../domain/tokens/one-time-tokens';
import { ACCESS_COOKIE } from '../../../auth/session-cookies';
import { findLiveSession } from '../../../auth/sessions';
import { consumeAttempt, ipKey, throttleKey } from '../../../auth/throttle';
import type { Customer } from '../../../db/schema';
import { proofMatches } from '../../../domain/customer/login/account-verification';
import { findCustomerById } from '../../../domain/customer/customers';
import { ApiError } from '../../../http/api-error';
import type { ServiceOptions } from '../../../service-options';
import { sendLinkMail } from '../../../domain/customer/mails/send-link-mail';
import { catalogue, paths } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * POST customers/verify (spec sections 4 and 7). The caller is the account a verification grant
 * names (a customer without credentials, sent here by the username step) or a logged-in
 * customer. Every try counts against the account and the address; the answer is VERIFIED or
 * NOT_VERIFIED, never which part was wrong. A verified account without a password gets the
 * set-password mail at its stored address, and the grant is used up.
 */
export function accountVerificationRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;

  async function caller(
    request: FastifyRequest,
  ): Promise<{ customer: Customer; grant: string | null }> {
    const header = request.headers[VERIFICATION_GRANT_HEADER];
    const grant = typeof header === 'string' ? header : null;
    if (grant) {
      const found = await findOneTimeToken(db, grant, ['account-verification-grant']);
      const customer = found && (await findCustomerById(db, found.customerId));
      if (customer) return { customer, grant };
    }
    const live = await findLiveSession(db, request.cookies[ACCESS_COOKIE]);
    if (live) return { customer: live.customer, grant: null };
    throw new ApiError(401, 'NOT_LOGGED_IN');
  }

  route(
    app,
    catalogue.customer.verifyAccount,
    async (request): Promise<AccountVerificationResult> => {
      const proof = request.body;
      const { customer, grant } = await caller(request);
      await consumeAttempt(db, [
        throttleKey(config, 'accountVerificationsPerAccount', customer.id),
        ipKey(config, 'accountVerificationsPerIp', request),
      ]);
      if (!(await proofMatches(db, customer, proof))) return { status: 'NOT_VERIFIED' };

      await db.transaction().execute(async (trx) => {
        if (grant) await redeemOneTimeToken(trx, grant, ['account-verification-grant']);
        if (customer.password_hash !== null) return;
        const token = await issueOneTimeToken(trx, customer.id, 'set-password', {
          reason: 'NEW_ACCOUNT',
          origin: null,
          redirectUri: null,
        });
        await sendLinkMail(trx, config, customer, 'setPassword', paths.login.setPassword(), {
          token,
        });
      });
      return { status: 'VERIFIED' };
    },
  );
}
