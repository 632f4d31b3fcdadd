import { SocialLoginRequest, type SocialProvider } from '@account/contracts';
import { InvalidInput } from '../../../domain/domain-error';
import { assertCountryOfShop } from '../../../domain/customer/login/country-rule';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  IdentityProviderError,
  providerAdapters,
  type ProviderAdapter,
  type VerifiedIdentity,
} from '../../../auth/providers';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { findCustomerByUsername } from '../../../domain/customer/customers';
import { linkedCustomer, noteSocialLoginUsed } from '../../../domain/customer/login/social-logins';
import { issueSocialSignUp } from '../../../domain/customer/login/social-sign-ups';
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
 * A provider account meets an existing customer by its verified e-mail. Nothing is linked yet:
 * this browser gets a short-lived link token, and the customer proves the account is theirs
 * with its password or a mailed link (social-link.ts). An account that never confirmed its
 * e-mail is not linked at all: whoever registered it may not own the address. No account at
 * all: the browser gets a sign-up token for create account. Without a verified e-mail (Facebook
 * may give none) the sign-up token names no e-mail: the customer names one, which is confirmed
 * by mail like any registration's, or logs in to an existing account by password to link it.
 */
async function requireOwnershipProof(
  db: ServiceOptions['db'],
  provider: SocialProvider,
  identity: VerifiedIdentity,
): Promise<never> {
  const verifiedEmail = identity.emailVerified ? identity.email : '';
  const userInfo = {
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: verifiedEmail,
  };
  const existing = verifiedEmail
    ? await findCustomerByUsername(db, verifiedEmail, 'email')
    : undefined;
  if (!existing) {
    const signUpToken = await issueSocialSignUp(db, {
      provider,
      subject: identity.subject,
      email: verifiedEmail,
    });
    throw new ApiError(404, 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND', { userInfo, signUpToken });
  }
  if (existing.email_confirmed_at === null)
    throw new ApiError(409, 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED', { userInfo });
  const linkToken = await issueOneTimeToken(db, existing.id, 'social-link-pending', {
    provider,
    subject: identity.subject,
  });
  throw new ApiError(409, 'SOCIAL_LOGIN_LINK_REQUIRED', { userInfo, linkToken });
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
    const customer =
      (await linkedCustomer(db, body.provider, identity)) ??
      (await requireOwnershipProof(db, body.provider, identity));
    // Same country rule as the password login (spec section 6).
    assertCountryOfShop(customer, locale);
    // Shown in the security centre, so an owner sees a provider login someone else uses.
    await noteSocialLoginUsed(db, body.provider, identity.subject);
    return startLogin(options, request, reply, customer, customer.email, false, {
      method: 'SOCIAL',
      provider: body.provider,
    });
  });
  // Apple's answer arrives as a form post and is handed on to the page that calls the route above.
  appleCallbackRoute(app, options);
}
