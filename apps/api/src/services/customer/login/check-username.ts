import { normalizeUsername, usernameKind } from '@account/contracts';
import { Conflict, InvalidInput, NotFound } from '../../../domain/domain-error';
import type { FastifyInstance } from 'fastify';
import { findCustomerByUsername } from '../../../domain/customer/customers';
import { ApiError } from '../../../http/api-error';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { consumeAttempt, ipKey } from '../../../auth/throttle';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { requireRecaptcha, type Guards } from './guards';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * The username step of the login flow (spec section 4): tells the client which step comes next.
 * Revealing whether an account exists is what this step is for; the password step does not.
 */
export function checkUsernameRoute(
  app: FastifyInstance,
  { db, config }: ServiceOptions,
  guards: Guards,
): void {
  route(app, catalogue.customer.checkUsername, async (request) => {
    const { username: raw } = request.query;
    const kind = usernameKind(raw);
    if (kind === null) throw new InvalidInput();
    if (kind === 'customerNumber' && shopLocale(request) === 'de-CH') throw new InvalidInput();

    await requireRecaptcha(request, guards);
    const username = normalizeUsername(raw);
    const customer = await findCustomerByUsername(db, username, kind);
    // Every check counts, known or not: this step is what an enumeration script would call. Per
    // address only: a per-account limit would let anyone lock a customer out of the login page.
    await consumeAttempt(db, [ipKey(config, 'usernameChecksPerIp', request)]);
    if (!customer)
      throw new NotFound(kind === 'email' ? 'EMAIL_NOT_EXIST' : 'CUSTOMER_NUMBER_NOT_EXIST');
    if (customer.password_hash === null) {
      if (customer.customer_type === 'LIGHT') throw new Conflict('LIGHT_USER_NO_CREDENTIALS');
      // Spec section 4: an e-mail without credentials leads to account verification; the grant
      // opens it for this account only (docs/decisions/019-profile.md, "Account verification").
      const verificationGrant =
        kind === 'email'
          ? await issueOneTimeToken(db, customer.id, 'account-verification-grant')
          : undefined;
      throw new ApiError(409, 'NO_CREDENTIALS', verificationGrant ? { verificationGrant } : {});
    }
    return { customerType: customer.customer_type };
  });
}
