import type { FastifyPluginAsync } from 'fastify';
import type { RecaptchaVerifier } from '../../auth/recaptcha';
import type { ServiceOptions } from '../../service-options';
import { deliveryAddressRoutes } from './addresses/delivery-addresses';
import { marketingConsentRoutes } from './consents/marketing-consents';
import type { Guards } from './login/guards';
import { loginRoutes } from './login';
import { profileRoutes } from './profile';
import { supportRoutes } from './support';
import { wishlistRoutes } from './wishlist/wishlist';

/**
 * The customer service of spec section 7 (`/api/cs`): login, session and the customer's own
 * data. One folder per front-end area whose remote calls it: login, profile, addresses,
 * wishlist, consents (the double opt-in remote's marketing consents) and support.
 */
export const customerService: FastifyPluginAsync<
  ServiceOptions & { recaptcha: RecaptchaVerifier }
> = async (app, options) => {
  const guards: Guards = { recaptcha: options.recaptcha };
  loginRoutes(app, options, guards);
  profileRoutes(app, options);
  deliveryAddressRoutes(app, options);
  wishlistRoutes(app, options);
  marketingConsentRoutes(app, options);
  supportRoutes(app, options);
};
