import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '../../../service-options';
import { checkPasswordLinkRoute } from './check-password-link';
import { checkUsernameRoute } from './check-username';
import { createAccountRoute } from './create-account';
import { createLightAccountRoute } from './create-light-account';
import { forgotPasswordRoute } from './forgot-password';
import type { Guards } from './guards';
import { lightUserRoutes } from './light-users';
import { loginRoute } from './login';
import { loginStateRoute } from './login-state';
import { logoutRoute } from './logout';
import { magicLinkRoutes } from './magic-link';
import { passkeyRoutes } from './passkeys';
import { refreshRoute } from './refresh';
import { setPasswordRoutes } from './set-password';
import { socialLinkRoutes } from './social-link';
import { socialLoginRoute } from './social-login';
import { stayLoggedInRoutes } from './stay-logged-in';
import { waysInRoutes } from './ways-in';

/**
 * The calls of the login remote: the ways in (password, magic link, social login, passkeys),
 * the session, new and light accounts and the password links.
 */
export function loginRoutes(app: FastifyInstance, options: ServiceOptions, guards: Guards): void {
  checkUsernameRoute(app, options, guards);
  loginRoute(app, options, guards);
  loginStateRoute(app, options);
  refreshRoute(app, options);
  logoutRoute(app, options);
  stayLoggedInRoutes(app, options);
  createAccountRoute(app, options, guards);
  createLightAccountRoute(app, options, guards);
  lightUserRoutes(app, options, guards);
  forgotPasswordRoute(app, options, guards);
  setPasswordRoutes(app, options);
  checkPasswordLinkRoute(app, options);
  magicLinkRoutes(app, options, guards);
  socialLoginRoute(app, options);
  socialLinkRoutes(app, options, guards);
  passkeyRoutes(app, options);
  waysInRoutes(app, options);
}
