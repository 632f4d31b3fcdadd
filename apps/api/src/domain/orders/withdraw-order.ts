import { shopTimeZone, withdrawalWindow, type WithdrawalRequest } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { Conflict } from '../domain-error';
import { claimOrder } from './claim-order';
import { assertOwnExternalCustomerId } from './ownership';
import { findOwnOrderRow } from '../order-history/read-orders';
import { inTransaction } from '../../db/in-transaction';

/** Records the withdrawal from the customer's order: claimed once, only within the withdrawal window. */
export async function withdrawOrder(
  db: Kysely<Database>,
  customer: Customer,
  orderNumber: string,
  request: WithdrawalRequest,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const order = await findOwnOrderRow(trx, customer, orderNumber);
    assertOwnExternalCustomerId(customer, request.external_customer_id);
    const now = await claimOrder(trx, order.id, 'withdrawn_at', 'ORDER_ALREADY_WITHDRAWN');
    const items = await trx
      .selectFrom('order_items')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    const window = withdrawalWindow(
      {
        countryCode: order.country_code,
        deliveredAt: order.delivered_at === null ? null : new Date(Number(order.delivered_at)),
        withdrawnAt: null,
        items: items.map((item) => item.status),
      },
      new Date(now),
      shopTimeZone[order.country_code],
    );
    if (!window.possible) throw new Conflict('WITHDRAWAL_NOT_POSSIBLE');
  });
}
