import { InvalidInput, NotAllowed } from '../../../domain/domain-error';
import { assertCountryOfShop } from '../../../domain/customer/login/country-rule';
import { catalogue, PasskeyLoginOptions, PasskeyRegistrationOptions } from '@account/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { storedUserAgent } from '../../../domain/customer/devices';
import { loggedInOf } from '../../../auth/require-customer';
import { assertNotThrottled, consumeAttempt, countEvent, ipKey } from '../../../auth/throttle';
import {
  deletePasskey,
  finishPasskeyLogin,
  finishPasskeyRegistration,
  passkeysOf,
  renamePasskey,
  startPasskeyLogin,
  startPasskeyRegistration,
} from '../../../domain/customer/login/passkeys';
import { removeKeepingAWayIn } from '../../../domain/customer/login/ways-in';
import { inTransaction } from '../../../db/in-transaction';
import { route } from '../../../http/catalogue-route';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { requireStepUp } from '../../../auth/step-up';
import { mailWayInAdded } from '../../../domain/customer/mails/way-in-added';
import { relyingPartyOf } from './passkey-relying-party';
import { startLogin } from './start-login';

/**
 * Passkeys (issue 25): registered, renamed and deleted in the security centre after the step-up
 * (a login within 15 minutes, else the password), and a login without username or password.
 * A registration's step-up happens when its options are asked for: the challenge, bound to the
 * customer and valid for minutes, carries it to the browser's answer.
 */
export function passkeyRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;

  route(app, catalogue.customer.passkeys, async (request) => ({
    passkeys: await passkeysOf(db, loggedInOf(request).customer.id),
  }));

  route(app, catalogue.customer.passkeyRegistrationOptions, async (request) => {
    const rp = relyingPartyOf(request, config);
    await requireStepUp(options, request, request.body.password);
    return PasskeyRegistrationOptions.parse(
      await startPasskeyRegistration(db, loggedInOf(request).customer, rp),
    );
  });

  route(app, catalogue.customer.registerPasskey, async (request, reply) => {
    const { customer } = loggedInOf(request);
    const userAgent = storedUserAgent(request.headers['user-agent']);
    // The passkey and the mail that announces it (issue 33) commit together.
    const passkey = await inTransaction(db, async (trx) => {
      const added = await finishPasskeyRegistration(
        trx,
        customer,
        relyingPartyOf(request, config),
        request.body.response as unknown as RegistrationResponseJSON,
        { name: request.body.name, userAgent },
      );
      if (added)
        await mailWayInAdded(
          trx,
          config,
          customer,
          { kind: 'passkey', name: added.name },
          userAgent,
        );
      return added;
    });
    if (!passkey) throw new InvalidInput();
    reply.code(201);
    return passkey;
  });

  route(app, catalogue.customer.renamePasskey, async (request) => {
    await requireStepUp(options, request, request.body.password);
    return renamePasskey(db, loggedInOf(request).customer.id, request.params.id, request.body.name);
  });

  route(app, catalogue.customer.deletePasskey, async (request) => {
    await requireStepUp(options, request, request.body?.password);
    const { customer } = loggedInOf(request);
    // Never the last way in (issue 33): an account without password keeps its only passkey.
    await removeKeepingAWayIn(db, customer.id, (trx) =>
      deletePasskey(trx, customer.id, request.params.id),
    );
    return {};
  });

  route(app, catalogue.customer.passkeyLoginOptions, async (request) => {
    // Every call stores a challenge: without a limit, one client could fill the table.
    await consumeAttempt(db, [ipKey(config, 'passkeyLoginOptionsPerIp', request)]);
    return PasskeyLoginOptions.parse(await startPasskeyLogin(db, relyingPartyOf(request, config)));
  });

  route(app, catalogue.customer.passkeyLogin, async (request, reply) => {
    const locale = shopLocale(request);
    const rp = relyingPartyOf(request, config);
    // Refused answers count per address like failed password logins.
    const throttles = [ipKey(config, 'loginFailuresPerIp', request)];
    await assertNotThrottled(db, throttles);
    const customerId = await finishPasskeyLogin(
      db,
      rp,
      request.body.response as unknown as AuthenticationResponseJSON,
    );
    const customer = customerId
      ? await db
          .selectFrom('customers')
          .selectAll()
          .where('id', '=', customerId)
          .where('erased_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!customer) {
      await countEvent(db, throttles);
      throw new NotAllowed();
    }
    assertCountryOfShop(customer, locale);
    return startLogin(
      options,
      request,
      reply,
      customer,
      customer.email,
      request.body.stay_logged_in,
      {
        method: 'PASSKEY',
      },
    );
  });
}
