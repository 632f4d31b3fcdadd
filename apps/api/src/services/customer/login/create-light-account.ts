import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { consumeAttempt, ipKey } from '../../../auth/throttle';
import { createLightAccount } from '../../../domain/customer/login/create-light-account';
import { route } from '../../../http/catalogue-route';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { requireRecaptcha, type Guards } from './guards';

/** POST user/create-light-account: opened by domain/customer/login/create-light-account.ts. */
export function createLightAccountRoute(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;
  route(app, catalogue.customer.createLightAccount, async (request) => {
    await requireRecaptcha(request, guards);
    await consumeAttempt(db, [ipKey(config, 'accountCreationsPerIp', request)]);
    const email = await createLightAccount(db, config, request.body, shopLocale(request));
    return { email, customerType: 'LIGHT' as const, user: null };
  });
}
