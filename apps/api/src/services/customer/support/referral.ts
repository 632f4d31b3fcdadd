import { localeOfCountry, type ReferralProgram } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { referralCodeOf } from '../../../domain/customer/support/referral-codes';
import { shopLink } from '../../../mail/shop-link';
import type { ServiceOptions } from '../../../service-options';
import { referralRewards } from './referral-rewards';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** GET user/referral: the customer's code, personal link and the rewards of their country. */
export function referralRoute(app: FastifyInstance, { db, config }: ServiceOptions): void {
  route(app, catalogue.customer.referral, async (request) => {
    const { customer } = loggedInOf(request);
    const code = await referralCodeOf(db, customer.id);
    const rewards = referralRewards[customer.country_code];
    const program: ReferralProgram = {
      code,
      link: shopLink(config, localeOfCountry[customer.country_code], '/', { empfehlung: code }),
      referrerReward: { amount: rewards.referrer, currency: rewards.currency },
      friendReward: { amount: rewards.friend, currency: rewards.currency },
    };
    return program;
  });
}
