import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '../service-options';
import { redeemPasswordToken } from './redeem-password-token';

const PASSWORD_LINKS = ['password-reset', 'set-password'] as const;

/**
 * Spec section 7: user/set-password serves links with the token as query parameter
 * (set-password?token=…), user/sn/set-password the legacy shop-now links
 * (login/forgottenpassword/{token}). Both take the same tokens; neither takes a magic link or an
 * activation link.
 */
export function setPasswordRoutes(app: FastifyInstance, options: ServiceOptions): void {
  app.post('/user/set-password', (request, reply) =>
    redeemPasswordToken(options, request, reply, PASSWORD_LINKS),
  );
  app.post('/user/sn/set-password', (request, reply) =>
    redeemPasswordToken(options, request, reply, PASSWORD_LINKS),
  );
}
