import type { Kysely } from 'kysely';
import type { CountryCode } from '@account/contracts';
import type { Customer, Database } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';
import { NotFound } from '../domain-error';
import { findOwnOrderRow } from '../order-history/read-orders';
import type { OrderReturnRow } from '../order-history/order-view';
import type { RegisteredReturn } from '../orders/return-order';
import type { CarrierLabels } from './carrier-labels';
import { returnCarrierOf } from './carriers';

/**
 * A return registered before returns had parcel numbers is booked with its shop's carrier when
 * its label is first asked for; the conditional update keeps the first number when two
 * downloads race, and the loser reads it.
 */
async function bookedLabelOf(
  db: Kysely<Database>,
  labels: CarrierLabels,
  row: OrderReturnRow,
  country: CountryCode,
): Promise<Pick<RegisteredReturn, 'carrier' | 'parcelNumber'>> {
  if (row.carrier && row.parcel_number)
    return { carrier: row.carrier, parcelNumber: row.parcel_number };
  const carrier = returnCarrierOf(country);
  const { parcelNumber } = await labels.book(db, carrier, row.code);
  await db
    .updateTable('order_returns')
    .set({ carrier: carrier.id, parcel_number: parcelNumber })
    .where('id', '=', row.id)
    .where('parcel_number', 'is', null)
    .execute();
  const booked = await db
    .selectFrom('order_returns')
    .select(['carrier', 'parcel_number'])
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    carrier: booked.carrier ?? carrier.id,
    parcelNumber: booked.parcel_number ?? parcelNumber,
  };
}

/**
 * One of the customer's open returns, as its label shows it. A return whose parcel has arrived
 * is closed: its parcel number is used up, so its label is not found, like a return of someone
 * else's order or an unknown code.
 */
export async function openReturnOf(
  db: Kysely<Database>,
  labels: CarrierLabels,
  customer: Customer,
  orderNumber: string,
  code: string,
): Promise<RegisteredReturn> {
  return inTransaction(db, async (trx) => {
    const order = await findOwnOrderRow(trx, customer, orderNumber);
    const row = await trx
      .selectFrom('order_returns')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row || row.received_at !== null) throw new NotFound();
    const items = await trx
      .selectFrom('order_items')
      .select(['title', 'sku', 'quantity'])
      .where('return_id', '=', row.id)
      .orderBy('position')
      .execute();
    return {
      code: row.code,
      reason: row.reason,
      items,
      ...(await bookedLabelOf(trx, labels, row, order.country_code)),
    };
  });
}
