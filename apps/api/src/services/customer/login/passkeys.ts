import { NotAllowed } from '../../../domain/domain-error';
import { catalogue, PasskeyLoginOptions, PasskeyRegistrationOptions } from '@account/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { storedUserAgent } from '../../../domain/customer/devices';
import { loggedInOf } from '../../../auth/require-customer';
import { assertNotThrottled, consumeAttempt, countEvent, ipKey } from '../../../auth/throttle';
import {
  customerOfPasskeyLogin,
  passkeysOf,
  registerPasskey,
  renamePasskey,
  startPasskeyLogin,
  startPasskeyRegistration,
} from '../../../domain/customer/login/passkeys';
import { removeWayIn } from '../../../domain/customer/login/ways-in';
import { route } from '../../../http/catalogue-route';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { requireStepUp } from '../../../auth/step-up';
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
    const passkey = await registerPasskey(
      db,
      config,
      loggedInOf(request).customer,
      relyingPartyOf(request, config),
      request.body.response as unknown as RegistrationResponseJSON,
      { name: request.body.name, userAgent: storedUserAgent(request.headers['user-agent']) },
    );
    reply.code(201);
    return passkey;
  });

  route(app, catalogue.customer.renamePasskey, async (request) => {
    await requireStepUp(options, request, request.body.password);
    return renamePasskey(db, loggedInOf(request).customer.id, request.params.id, request.body.name);
  });

  route(app, catalogue.customer.deletePasskey, async (request) => {
    await requireStepUp(options, request, request.body?.password);
    await removeWayIn(db, loggedInOf(request).customer.id, 'passkeys', request.params.id);
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
    const customer = await customerOfPasskeyLogin(
      db,
      rp,
      request.body.response as unknown as AuthenticationResponseJSON,
      locale,
    );
    if (!customer) {
      await countEvent(db, throttles);
      throw new NotAllowed();
    }
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
