import { catalogue, type AccountCreated } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../auth/passwords';
import { consumeAttempt, ipKey } from '../../../auth/throttle';
import { createAccount } from '../../../domain/customer/login/create-account';
import { route } from '../../../http/catalogue-route';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { requireRecaptcha, type Guards } from './guards';
import { startLogin } from './start-login';

/**
 * POST user/create-account (spec sections 3 and 8): the account is opened by
 * domain/customer/login/create-account.ts; one that may log in at once is logged in here.
 */
export function createAccountRoute(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;
  route(app, catalogue.customer.createAccount, async (request, reply): Promise<AccountCreated> => {
    await requireRecaptcha(request, guards);
    await consumeAttempt(db, [ipKey(config, 'accountCreationsPerIp', request)]);
    const { customer, logIn } = await createAccount(
      db,
      config,
      request.body,
      shopLocale(request),
      hashPassword,
    );
    if (!logIn) return { email: customer.email, customerType: 'FULL', user: null };
    const user = await startLogin(options, request, reply, customer, customer.email, false, {
      method: 'NEW_ACCOUNT',
    });
    return { email: customer.email, customerType: 'FULL', user };
  });
}
