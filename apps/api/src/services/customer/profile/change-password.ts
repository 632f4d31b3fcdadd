import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gone, InvalidInput } from '../../../domain/domain-error';
import { storedUserAgent } from '../../../domain/customer/devices';
import { findOneTimeToken, redeemOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { hashPassword } from '../../../auth/passwords';
import { assertAcceptablePassword } from '../../../domain/customer/password-policy';
import { loggedInOf } from '../../../auth/require-customer';
import { requireStepUp } from '../../../auth/step-up';
import { assertNotThrottled, countEvent, ipKey } from '../../../auth/throttle';
import { replacePassword } from '../../../domain/customer/password-change';
import type { ServiceOptions } from '../../../service-options';
import { mailWayInAdded } from '../../../domain/customer/mails/way-in-added';
import { offerWaysInRemoval } from '../../../domain/customer/login/ways-in';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * Spec sections 4, 5, 7 and 8. A new password ends every other session and voids every login
 * or password link mailed before (replacePassword); this browser stays logged in. The customer
 * gets a mail, so a change they did not make does not go unnoticed.
 */
export function changePasswordRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;

  /**
   * `viaLink`: the reset link of a mail was used instead of the current password. The answer
   * carries the grant to remove every passkey and provider login from this session (issue 33).
   */
  async function changeTo(request: FastifyRequest, password: string, viaLink: boolean) {
    const { customer, session } = loggedInOf(request);
    assertAcceptablePassword(password, [customer.email, customer.first_name, customer.last_name]);
    const passwordHash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      await replacePassword(trx, customer.id, passwordHash, {
        confirmsEmail: false,
        keepSessionId: session.id,
      });
      await mailWayInAdded(
        trx,
        config,
        customer,
        { kind: 'password', changed: !viaLink },
        storedUserAgent(request.headers['user-agent']),
      );
      return { waysInRemovalToken: await offerWaysInRemoval(trx, customer.id, session.id) };
    });
  }

  route(app, catalogue.customer.changePassword, async (request) => {
    const body = request.body;
    await requireStepUp(options, request, body.current_password, { alwaysPassword: true });
    if (body.new_password === body.current_password) throw new InvalidInput('PASSWORD_UNCHANGED');
    return changeTo(request, body.new_password, false);
  });

  route(app, catalogue.customer.resetPassword, async (request) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    assertAcceptablePassword(body.new_password, [customer.email]);
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    // A reset link of another account is as wrong as an unknown one, and stays unused.
    const found = await findOneTimeToken(db, body.token, ['password-reset']);
    const redeemed =
      found?.customerId === customer.id &&
      (await redeemOneTimeToken(db, body.token, ['password-reset']));
    if (!redeemed) {
      await countEvent(db, [ipThrottle]);
      throw new Gone();
    }
    return changeTo(request, body.new_password, true);
  });
}
