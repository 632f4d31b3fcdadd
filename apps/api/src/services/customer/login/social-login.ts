import { SocialLoginRequest } from '@account/contracts';
import { InvalidInput } from '../../../domain/domain-error';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  IdentityProviderError,
  providerAdapters,
  type ProviderAdapter,
  type VerifiedIdentity,
} from '../../../auth/providers';
import { logInWithProvider } from '../../../domain/customer/login/provider-login';
import { ApiError } from '../../../http/api-error';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { appleCallbackRoute } from './apple-callback';
import { startLogin } from './start-login';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

async function exchange(
  adapter: ProviderAdapter,
  body: SocialLoginRequest,
  log: FastifyBaseLogger,
): Promise<VerifiedIdentity> {
  try {
    return await adapter.redeem({
      code: body.code,
      codeVerifier: body.code_verifier,
      redirectUri: body.redirect_uri,
      nonce: body.nonce,
      iss: body.iss,
      appleUser: body.user,
    });
  } catch (error) {
    // A refused or forged code is the client's problem; an unreachable provider is ours.
    if (error instanceof IdentityProviderError) {
      log.warn({ err: error }, 'Social login code refused');
      throw new InvalidInput();
    }
    log.error({ err: error }, 'Social login provider unreachable');
    throw new ApiError(502, 'INTERNAL_SERVER_ERROR');
  }
}

/**
 * POST user/social-login (spec sections 7 and 8): a provider's code in, a session out. Each
 * provider speaks its own protocol through its adapter (auth/providers).
 */
export function socialLoginRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  const adapters = providerAdapters(config.socialLogin);
  route(app, catalogue.customer.socialLogin, async (request, reply) => {
    const body = request.body;
    const locale = shopLocale(request);
    const adapter = adapters[body.provider];
    // Codes go only to our own callback pages; the provider enforces the same list again.
    if (!adapter || !adapter.redirectUris.includes(body.redirect_uri)) throw new InvalidInput();

    const identity = await exchange(adapter, body, request.log);
    const outcome = await logInWithProvider(db, body.provider, identity, locale);
    if ('proofNeeded' in outcome) {
      // The answer carries the user info and token the client needs next, which no DomainError
      // does: no account yet is not found, one that must prove ownership first conflicts.
      const { errorKey, ...extra } = outcome.proofNeeded;
      throw new ApiError(
        errorKey === 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND' ? 404 : 409,
        errorKey,
        extra,
      );
    }
    const { customer } = outcome;
    return startLogin(options, request, reply, customer, customer.email, false, {
      method: 'SOCIAL',
      provider: body.provider,
    });
  });
  // Apple's answer arrives as a form post and is handed on to the page that calls the route above.
  appleCallbackRoute(app, options);
}
