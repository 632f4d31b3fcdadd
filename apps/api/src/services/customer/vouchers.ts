import type { Vouchers } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { liveVouchers } from '../../domain/vouchers/vouchers';
import type { ServiceOptions } from '../service-options';

/** GET user/vouchers: what the account home shows (welcome voucher; all with `multipleVouchers`). */
export function vouchersRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get(
    '/user/vouchers',
    { preHandler: app.requireCustomer },
    async (request): Promise<Vouchers> => {
      const { customer } = loggedInOf(request);
      return { vouchers: await liveVouchers(db, customer) };
    },
  );
}
