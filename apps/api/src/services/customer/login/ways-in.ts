import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { requireStepUp } from '../../../auth/step-up';
import { socialLoginsOf } from '../../../domain/customer/login/social-logins';
import { removeWayIn, removeWaysIn } from '../../../domain/customer/login/ways-in';
import { route } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';

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
    await removeWayIn(db, loggedInOf(request).customer.id, 'social_logins', request.params.id);
    return {};
  });

  route(app, catalogue.customer.removeWaysIn, async (request) => {
    const { customer, session } = loggedInOf(request);
    return removeWaysIn(db, customer.id, session.id, request.body.token);
  });
}
