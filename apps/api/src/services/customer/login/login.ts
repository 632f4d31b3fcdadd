import { InvalidInput, NotAllowed } from '../../../domain/domain-error';
import { assertCountryOfShop } from '../../../domain/customer/login/country-rule';
import type { FastifyInstance } from 'fastify';
import { loginOriginOf } from '../../../auth/login-origin';
import { recordLoginEvent } from '../../../domain/customer/login/login-events';
import { passwordMatches } from '../../../auth/passwords';
import {
  assertNotThrottled,
  countEvent,
  ipKey,
  throttleKey,
  TooManyRequests,
} from '../../../auth/throttle';
import { countLogin } from '../../../metrics/login-metrics';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { lookUpUsername } from './account-lookup';
import { requireRecaptcha, type Guards } from './guards';
import { startLogin } from './start-login';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

export function loginRoute(app: FastifyInstance, options: ServiceOptions, guards: Guards): void {
  const { db, config } = options;
  route(app, catalogue.customer.login, async (request, reply) => {
    const body = request.body;
    const locale = shopLocale(request);
    await requireRecaptcha(request, guards);
    const { username, customer } = await lookUpUsername(db, body.username);
    if (locale === 'de-CH' && !username.includes('@')) throw new InvalidInput();

    // Failures count per account (both usernames of one account share its id) and per address.
    const throttles = [
      throttleKey(config, 'loginFailuresPerAccount', customer?.id ?? username),
      ipKey(config, 'loginFailuresPerIp', request),
    ];
    await assertNotThrottled(db, throttles).catch((error: unknown) => {
      if (error instanceof TooManyRequests) countLogin('PASSWORD', 'throttled');
      throw error;
    });
    // Unknown account, account without password and wrong password look the same from outside.
    if (!(await passwordMatches(customer?.password_hash ?? null, body.password)) || !customer) {
      await countEvent(db, throttles);
      // The account's owner sees the attempt in the security centre's history.
      if (customer)
        await recordLoginEvent(
          db,
          customer.id,
          false,
          { method: 'PASSWORD' },
          loginOriginOf(request),
        );
      countLogin('PASSWORD', 'wrong_credentials');
      throw new NotAllowed();
    }
    // Only now, with the right password, may the answer reveal the customer's country.
    try {
      assertCountryOfShop(customer, locale);
    } catch (error) {
      countLogin('PASSWORD', 'wrong_shop');
      throw error;
    }
    return startLogin(options, request, reply, customer, username, body.stay_logged_in, {
      method: 'PASSWORD',
    });
  });
}
