import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '../../../service-options';
import { redeemPasswordToken } from './redeem-password-token';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

const PASSWORD_LINKS = ['password-reset', 'set-password'] as const;

/**
 * Spec section 7: user/set-password serves links with the token as query parameter
 * (set-password?token=…), user/sn/set-password the legacy shop-now links
 * (login/forgottenpassword/{token}). Both take the same tokens; neither takes a magic link or an
 * activation link.
 */
export function setPasswordRoutes(app: FastifyInstance, options: ServiceOptions): void {
  route(app, catalogue.customer.setPassword, (request, reply) =>
    redeemPasswordToken(options, request, reply, PASSWORD_LINKS, request.body),
  );
  route(app, catalogue.customer.setPasswordFromSocialNetwork, (request, reply) =>
    redeemPasswordToken(options, request, reply, PASSWORD_LINKS, request.body),
  );
}
