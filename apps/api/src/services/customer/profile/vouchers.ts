import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { allVouchers, liveVouchers } from '../../../domain/customer/profile/vouchers';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** GET user/vouchers: what the account home shows (welcome voucher; all with `multipleVouchers`). */
export function vouchersRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.customer.vouchers, async (request) => {
    const { customer } = loggedInOf(request);
    return { vouchers: await liveVouchers(db, customer) };
  });
  // GET user/vouchers/all: "Meine Gutscheine", with the redeemed and expired ones.
  route(app, catalogue.customer.allVouchers, async (request) => {
    const { customer } = loggedInOf(request);
    return { vouchers: await allVouchers(db, customer) };
  });
}
