import { SocialProvider, countryOfLocale, paths } from '@account/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  findOneTimeToken,
  issueOneTimeToken,
  redeemOneTimeToken,
  type RedeemedToken,
} from '../../../domain/tokens/one-time-tokens';
import { passwordMatches } from '../../../auth/passwords';
import { requireStepUp } from '../../../auth/step-up';
import {
  assertNotThrottled,
  consumeAttempt,
  countEvent,
  ipKey,
  throttleKey,
} from '../../../auth/throttle';
import type { IssuedTokens } from '../../../auth/sessions';
import { hashToken } from '../../../domain/tokens/tokens';
import { storedUserAgent } from '../../../domain/customer/devices';
import { findCustomerById } from '../../../domain/customer/customers';
import { normalizeEmail } from '../../../db/normalize-email';
import { confirmEmail } from '../../../domain/customer/email-confirmation';
import {
  findSocialSignUp,
  redeemSocialSignUp,
} from '../../../domain/customer/login/social-sign-ups';
import { loggedInOf } from '../../../auth/require-customer';
import type { Customer, Database } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import { shopLocale } from '../../../http/shop-locale';
import type { Config } from '../../../config';
import type { ServiceOptions } from '../../../service-options';
import { type Guards } from './guards';
import { linkProviderLogin } from '../../../domain/customer/login/link-provider-login';
import { mailRequestRoute } from './mail-request';
import { sendLinkMail } from '../../../domain/customer/mails/send-link-mail';
import { mailSocialSignUpConfirmation } from '../../../domain/customer/mails/social-sign-up-confirmation';
import { inTransaction } from '../../../db/in-transaction';
import { handOverSession, openSession } from './start-login';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

const tokenInvalid = () => new ApiError(410, 'TOKEN_INVALID');

/** The provider account a link token names; anything else in it means the token is not ours. */
function providerAccountOf(token: RedeemedToken): { provider: SocialProvider; subject: string } {
  const provider = SocialProvider.safeParse(token.data.provider);
  const subject = token.data.subject;
  if (!provider.success || typeof subject !== 'string') throw tokenInvalid();
  return { provider: provider.data, subject };
}

/**
 * Links the provider account once ownership is proven and opens the session, like every other
 * way in, in the transaction that used the proof up: whatever fails leaves the proof usable. The
 * browser gets the session (`handOverSession`) only after the commit.
 */
async function linkAndOpenSession(
  trx: Kysely<Database>,
  config: Config,
  request: FastifyRequest,
  customer: Customer,
  token: RedeemedToken,
): Promise<IssuedTokens> {
  // The country rule of every login (spec section 6), only now that the account is proven.
  if (customer.country_code !== countryOfLocale[shopLocale(request)]) {
    throw new ApiError(403, 'NOT_ALLOWED_FOR_COUNTRY_CODE', {
      customerCountryCode: customer.country_code,
    });
  }
  const { provider, subject } = providerAccountOf(token);
  await linkProviderLogin(
    trx,
    config,
    storedUserAgent(request.headers['user-agent']),
    provider,
    subject,
    customer,
  );
  return openSession(trx, config, request, customer, customer.email, false, {
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
    const tokens = await inTransaction(db, async (trx) => {
      const redeemed = await redeemOneTimeToken(trx, body.link_token, ['social-link-pending']);
      if (!redeemed) throw tokenInvalid();
      return linkAndOpenSession(trx, config, request, customer, redeemed);
    });
    return handOverSession(options, reply, customer, customer.email, tokens);
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
        await sendLinkMail(trx, config, customer, 'socialLink', paths.login.socialLink(), {
          token,
        });
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
    const { customer, tokens } = await inTransaction(db, async (trx) => {
      const redeemed = await redeemOneTimeToken(trx, body.token, ['social-link']);
      const customer = redeemed && (await findCustomerById(trx, redeemed.customerId));
      if (!redeemed || !customer) throw tokenInvalid();
      await redeemOneTimeToken(trx, body.link_token, ['social-link-pending']);
      await confirmEmail(trx, customer.id);
      const tokens = await linkAndOpenSession(trx, config, request, customer, redeemed);
      return { customer, tokens };
    });
    return handOverSession(options, reply, customer, customer.email, tokens);
  });

  // Issue 24: a provider that gave no e-mail links to the account the customer logged in to by
  // password in this browser, which holds the sign-up token. A token naming an e-mail never
  // links here: that e-mail's account proves itself through the link token above.
  route(app, catalogue.customer.socialLinkSignUp, async (request, reply) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    const signUp = await findSocialSignUp(db, body.sign_up_token);
    if (!signUp || signUp.email !== '') throw tokenInvalid();
    // A new way into the account (issue 33): a session of any age must not add one.
    await requireStepUp(options, request, body.password);
    // The password proves the account, not the address: an account opened with someone else's
    // e-mail must not gain a provider login that survives the owner's password reset. As after
    // create account, the identity waits for the mailed link that proves the address.
    if (customer.email_confirmed_at === null) {
      await consumeAttempt(db, [throttleKey(config, 'passwordMailsPerAccount', customer.id)]);
      // Used up with its mail: a mail that cannot be written leaves the token for another try,
      // without the provider's login again.
      await inTransaction(db, async (trx) => {
        if (!(await redeemSocialSignUp(trx, body.sign_up_token))) throw tokenInvalid();
        await mailSocialSignUpConfirmation(trx, config, customer, signUp);
      });
      throw new ApiError(409, 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED');
    }
    // Used up with the link: a link that fails leaves the token usable.
    await inTransaction(db, async (trx) => {
      if (!(await redeemSocialSignUp(trx, body.sign_up_token))) throw tokenInvalid();
      await linkProviderLogin(
        trx,
        config,
        storedUserAgent(request.headers['user-agent']),
        signUp.provider,
        signUp.subject,
        customer,
      );
    });
    return reply.code(204).send();
  });

  // Issue 24: the mail create account sent when the provider gave no e-mail. Following it proves
  // the address; only then is the provider identity linked. It does not log in: the customer
  // chose a password and is usually logged in already.
  route(app, catalogue.customer.socialSignUpConfirm, async (request) => {
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    // Token, confirmation and link commit together: a failed link leaves the address unconfirmed
    // and the mailed link usable. A token that proves nothing is used up all the same.
    const provider = await inTransaction(db, async (trx) => {
      const redeemed = await redeemOneTimeToken(trx, request.body.token, [
        'social-sign-up-confirm',
      ]);
      const customer = redeemed && (await findCustomerById(trx, redeemed.customerId));
      // Bound to the address it was mailed to: after an e-mail change it proves nothing.
      if (!redeemed || !customer || redeemed.data.email !== normalizeEmail(customer.email))
        return null;
      const { provider, subject } = providerAccountOf(redeemed);
      await confirmEmail(trx, customer.id);
      await linkProviderLogin(
        trx,
        config,
        storedUserAgent(request.headers['user-agent']),
        provider,
        subject,
        customer,
      );
      return provider;
    });
    if (!provider) {
      await countEvent(db, [ipThrottle]);
      throw tokenInvalid();
    }
    return { provider };
  });
}
