import { catalogue } from '@account/contracts';
import { Gone } from '../../../domain/domain-error';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  findOneTimeToken,
  issueOneTimeToken,
  useUpFoundToken,
} from '../../../domain/tokens/one-time-tokens';
import { loggedInOf } from '../../../auth/require-customer';
import { requireStepUp } from '../../../auth/step-up';
import type { Database } from '../../../db/schema';
import { socialLoginsOf, unlinkSocialLogin } from '../../../domain/customer/login/social-logins';
import {
  removeKeepingAWayIn,
  removePasskeysAndSocialLogins,
  waysInOf,
} from '../../../domain/customer/login/ways-in';
import { route } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';

/**
 * After a recovery (password reset or change, ending all other sessions) the confirmation page
 * offers to remove every passkey and provider login: an intruder's would outlive the recovery.
 * The grant goes to the session the recovery left or opened and works only there, once, for 30
 * minutes: a session the recovery ended cannot use it, and nobody can use it without that
 * session. Null when there is nothing to remove.
 */
export async function offerWaysInRemoval(
  db: Kysely<Database>,
  customerId: string,
  sessionId: string,
): Promise<string | null> {
  const ways = await waysInOf(db, customerId);
  if (ways.passkeys === 0 && ways.socialLogins === 0) return null;
  return issueOneTimeToken(db, customerId, 'ways-in-removal', { sessionId });
}

/**
 * The security centre's list of linked provider logins beside the passkeys, each removable with
 * the step-up, and the removal of all of them after a recovery (issue 33). No removal leaves the
 * account without a way in (409 LAST_WAY_IN).
 */
export function waysInRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;

  route(app, catalogue.customer.socialLogins, async (request) => ({
    socialLogins: await socialLoginsOf(db, loggedInOf(request).customer.id),
  }));

  route(app, catalogue.customer.removeSocialLogin, async (request) => {
    await requireStepUp(options, request, request.body?.password);
    const { customer } = loggedInOf(request);
    await removeKeepingAWayIn(db, customer.id, (trx) =>
      unlinkSocialLogin(trx, customer.id, request.params.id),
    );
    return {};
  });

  route(app, catalogue.customer.removeWaysIn, async (request) => {
    const { customer, session } = loggedInOf(request);
    const grant = await findOneTimeToken(db, request.body.token, ['ways-in-removal']);
    if (!grant || grant.customerId !== customer.id || grant.data.sessionId !== session.id)
      throw new Gone();
    return removeKeepingAWayIn(db, customer.id, async (trx) => {
      if (!(await useUpFoundToken(trx, grant.id))) throw new Gone();
      return removePasskeysAndSocialLogins(trx, customer.id);
    });
  });
}
