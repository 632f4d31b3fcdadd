import { SocialProvider, countryOfLocale, type LoggedInUser } from '@account/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  findOneTimeToken,
  issueOneTimeToken,
  redeemOneTimeToken,
  type RedeemedToken,
} from '../../auth/one-time-tokens';
import { passwordMatches } from '../../auth/passwords';
import { assertNotThrottled, consumeAttempt, countEvent } from '../../auth/throttle';
import { hashToken } from '../../auth/tokens';
import { findCustomerById, normalizeEmail } from '../../domain/customer/customers';
import { confirmEmail } from '../../domain/customer/email-confirmation';
import { linkSocialLogin } from '../../domain/customer/social-logins';
import { findSocialSignUp, redeemSocialSignUp } from '../../domain/customer/social-sign-ups';
import { loggedInOf } from '../../auth/require-customer';
import type { Customer } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { shopLocale } from '../../http/shop-locale';
import type { ServiceOptions } from '../../service-options';
import { ipKey, throttleKey, type Guards } from './guards';
import { mailRequestRoute } from './mail-request';
import { sendLinkMail } from './mails/send-link-mail';
import { mailSocialSignUpConfirmation } from './mails/social-sign-up-confirmation';
import { inTransaction } from '../../db/in-transaction';
import { startLogin } from './start-login';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

const tokenInvalid = () => new ApiError(410, 'TOKEN_INVALID');

/** The provider account a link token names; anything else in it means the token is not ours. */
function providerAccountOf(token: RedeemedToken): { provider: SocialProvider; subject: string } {
  const provider = SocialProvider.safeParse(token.data.provider);
  const subject = token.data.subject;
  if (!provider.success || typeof subject !== 'string') throw tokenInvalid();
  return { provider: provider.data, subject };
}

/** Links the provider account once ownership is proven, then logs in like every other way in. */
async function linkAndLogIn(
  options: ServiceOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  token: RedeemedToken,
): Promise<LoggedInUser> {
  // The country rule of every login (spec section 6), only now that the account is proven.
  if (customer.country_code !== countryOfLocale[shopLocale(request)]) {
    throw new ApiError(403, 'NOT_ALLOWED_FOR_COUNTRY_CODE', {
      customerCountryCode: customer.country_code,
    });
  }
  const { provider, subject } = providerAccountOf(token);
  await linkSocialLogin(options.db, provider, subject, customer);
  return startLogin(options, request, reply, customer, customer.email, false, {
    method: 'SOCIAL',
    provider,
  });
}

/**
 * After SOCIAL_LOGIN_LINK_REQUIRED: the existing account proves it is the customer's, by its
 * password (throttled like the login) or by a link mailed to its address that works only in
 * the browser that asked for it.
 */
export function socialLinkRoutes(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;

  route(app, catalogue.customer.socialLinkByPassword, async (request, reply) => {
    const body = request.body;
    const pending = await findOneTimeToken(db, body.link_token, ['social-link-pending']);
    const customer = pending && (await findCustomerById(db, pending.customerId));
    if (!pending || !customer) throw tokenInvalid();
    const throttles = [
      throttleKey(config, 'loginFailuresPerAccount', customer.id),
      ipKey(config, 'loginFailuresPerIp', request),
    ];
    await assertNotThrottled(db, throttles);
    if (!(await passwordMatches(customer.password_hash, body.password))) {
      await countEvent(db, throttles);
      throw new ApiError(403, 'NOT_AUTHORIZED');
    }
    const redeemed = await redeemOneTimeToken(db, body.link_token, ['social-link-pending']);
    if (!redeemed) throw tokenInvalid();
    return linkAndLogIn(options, request, reply, customer, redeemed);
  });

  mailRequestRoute(app, options, guards, catalogue.customer.socialLinkMail, {
    perAccount: 'passwordMailsPerAccount',
    perIp: 'passwordMailsPerIp',
    recipient: async (body) => {
      const pending = await findOneTimeToken(db, body.link_token, ['social-link-pending']);
      const customer = pending ? await findCustomerById(db, pending.customerId) : undefined;
      return { subject: hashToken(body.link_token), customer };
    },
    async send(customer, body) {
      const pending = await findOneTimeToken(db, body.link_token, ['social-link-pending']);
      if (!pending) return;
      await db.transaction().execute(async (trx) => {
        const token = await issueOneTimeToken(trx, customer.id, 'social-link', {
          ...pending.data,
          pendingHash: pending.tokenHash,
        });
        await sendLinkMail(trx, config, customer, 'socialLink', 'login/social/link', { token });
      });
    },
  });

  route(app, catalogue.customer.socialLinkVerify, async (request, reply) => {
    const body = request.body;
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const mailed = await findOneTimeToken(db, body.token, ['social-link']);
    // The mailed link alone is not enough: a victim tricked into clicking it would link the
    // requester's provider account. Only the browser holding the link token may finish.
    if (!mailed || mailed.data.pendingHash !== hashToken(body.link_token)) {
      await countEvent(db, [ipThrottle]);
      throw tokenInvalid();
    }
    const redeemed = await redeemOneTimeToken(db, body.token, ['social-link']);
    const customer = redeemed && (await findCustomerById(db, redeemed.customerId));
    if (!redeemed || !customer) throw tokenInvalid();
    await redeemOneTimeToken(db, body.link_token, ['social-link-pending']);
    await confirmEmail(db, customer.id);
    return linkAndLogIn(options, request, reply, customer, redeemed);
  });

  // Issue 24: a provider that gave no e-mail links to the account the customer logged in to by
  // password in this browser, which holds the sign-up token. A token naming an e-mail never
  // links here: that e-mail's account proves itself through the link token above.
  route(app, catalogue.customer.socialLinkSignUp, async (request, reply) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    const signUp = await findSocialSignUp(db, body.sign_up_token);
    if (!signUp || signUp.email !== '') throw tokenInvalid();
    // The password proves the account, not the address: an account opened with someone else's
    // e-mail must not gain a provider login that survives the owner's password reset. As after
    // create account, the identity waits for the mailed link that proves the address.
    if (customer.email_confirmed_at === null) {
      await consumeAttempt(db, [throttleKey(config, 'passwordMailsPerAccount', customer.id)]);
      if (!(await redeemSocialSignUp(db, body.sign_up_token))) throw tokenInvalid();
      await inTransaction(db, (trx) => mailSocialSignUpConfirmation(trx, config, customer, signUp));
      throw new ApiError(409, 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED');
    }
    if (!(await redeemSocialSignUp(db, body.sign_up_token))) throw tokenInvalid();
    await linkSocialLogin(db, signUp.provider, signUp.subject, customer);
    return reply.code(204).send();
  });

  // Issue 24: the mail create account sent when the provider gave no e-mail. Following it proves
  // the address; only then is the provider identity linked. It does not log in: the customer
  // chose a password and is usually logged in already.
  route(app, catalogue.customer.socialSignUpConfirm, async (request) => {
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const redeemed = await redeemOneTimeToken(db, request.body.token, ['social-sign-up-confirm']);
    const customer = redeemed && (await findCustomerById(db, redeemed.customerId));
    // Bound to the address it was mailed to: after an e-mail change it proves nothing.
    if (!redeemed || !customer || redeemed.data.email !== normalizeEmail(customer.email)) {
      await countEvent(db, [ipThrottle]);
      throw tokenInvalid();
    }
    const { provider, subject } = providerAccountOf(redeemed);
    await confirmEmail(db, customer.id);
    await linkSocialLogin(db, provider, subject, customer);
    return { provider };
  });
}
