import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Carrier } from './carriers';

/** What a carrier books for one return parcel. */
export interface BookedLabel {
  /** Compact, as the barcode encodes it. */
  parcelNumber: string;
}

/**
 * The carrier's label data as a service call: books the label of a return with its carrier and
 * answers the parcel number it travels under. Called inside the transaction that registers the
 * return (`db`), so a return rolled back leaves no number booked in the shop's records. A
 * carrier's own interface (DHL Retoure, Post AT, Swiss Post) implements this; the in-house
 * implementation below is the default.
 */
export interface CarrierLabels {
  book(db: Kysely<Database>, carrier: Carrier, returnCode: string): Promise<BookedLabel>;
}

/**
 * Numbers from the shop's own range per carrier (carriers.ts), one after the other: a counter
 * per carrier, raised in one statement, so two returns booked at once never get the same number.
 */
export const inHouseCarrierLabels: CarrierLabels = {
  async book(db, carrier) {
    await db
      .insertInto('parcel_number_ranges')
      .values({ carrier: carrier.id, issued: 0 })
      .onConflict((conflict) => conflict.column('carrier').doNothing())
      .execute();
    const { issued } = await db
      .updateTable('parcel_number_ranges')
      .set((eb) => ({ issued: eb('issued', '+', 1) }))
      .where('carrier', '=', carrier.id)
      .returning('issued')
      .executeTakeFirstOrThrow();
    return { parcelNumber: carrier.parcelNumbers.numberOf(Number(issued)) };
  },
};
