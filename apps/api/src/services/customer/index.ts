import type { FastifyPluginAsync } from 'fastify';
import type { RecaptchaVerifier } from '../../auth/recaptcha';
import type { ServiceOptions } from '../../service-options';
import { changeEmailRoutes } from './change-email';
import { deleteAccountRoute } from './delete-account';
import { changePasswordRoutes } from './change-password';
import { accountVerificationRoute } from './account-verification';
import { vouchersRoute } from './vouchers';
import { checkPasswordLinkRoute } from './check-password-link';
import { checkUsernameRoute } from './check-username';
import { createAccountRoute } from './create-account';
import { createLightAccountRoute } from './create-light-account';
import { deliveryAddressRoutes } from './delivery-addresses';
import { forgotPasswordRoute } from './forgot-password';
import type { Guards } from './guards';
import { lightUserRoutes } from './light-users';
import { loginRoute } from './login';
import { loginStateRoute } from './login-state';
import { logoutRoute } from './logout';
import { magicLinkRoutes } from './magic-link';
import { marketingConsentRoutes } from './marketing-consents';
import { personalDetailsRoute } from './personal-details';
import { refreshRoute } from './refresh';
import { setPasswordRoutes } from './set-password';
import { socialLoginRoute } from './social-login';
import { socialLinkRoutes } from './social-link';
import { stayLoggedInRoutes } from './stay-logged-in';
import { wishlistRoutes } from './wishlist';

/** The customer service of spec section 7: login, session and the customer's own data. */
export const customerService: FastifyPluginAsync<
  ServiceOptions & { recaptcha: RecaptchaVerifier }
> = async (app, options) => {
  const guards: Guards = { recaptcha: options.recaptcha };
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
  personalDetailsRoute(app, options);
  deliveryAddressRoutes(app, options);
  changeEmailRoutes(app, options);
  deleteAccountRoute(app, options);
  changePasswordRoutes(app, options);
  accountVerificationRoute(app, options);
  vouchersRoute(app, options);
  wishlistRoutes(app, options);
  marketingConsentRoutes(app, options);
};
