import {
  MAX_DELIVERY_ADDRESSES,
  isValidPostNumber,
  type DeliveryAddress,
  type DeliveryAddressList,
} from '@account/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DeliveryAddressRow } from '../../../db/addresses-schema';
import type { Database } from '../../../db/schema';
import { Conflict, NotFound } from '../../domain-error';
import type { DeliveryAddressFields } from './address-input';
import { findBillingAddress, toBillingAddress } from './billing-address';
import { inTransaction } from '../../../db/in-transaction';

export function toDeliveryAddress(row: DeliveryAddressRow): DeliveryAddress {
  const kind = row.parcel_point_kind;
  return {
    id: row.id,
    type: kind ? 'DHL_ADDRESS' : 'POSTAL',
    salutation: row.salutation,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    streetNumber: row.street_number,
    addressAddition: row.address_addition,
    zipCode: row.zip_code,
    city: row.city,
    countryCode: row.country_code,
    phone: row.phone,
    // A deleted address keeps its flag only to get it back when restored (see below).
    isDefault: row.is_default === 1 && row.is_deleted === 0,
    isDeleted: row.is_deleted === 1,
    // Kept from older data the shop may hold: DHL refuses a parcel without a valid post number.
    isDhlDeliveryAddressPostNumberValid:
      kind !== null && row.post_number !== null && isValidPostNumber(row.post_number),
    dhloptions: kind
      ? {
          parcelPointKind: kind,
          postNumber: row.post_number,
          stationNumber: row.station_number ?? '',
        }
      : null,
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Serialises the customer's address writes until the transaction ends. PostgreSQL reads committed
 * data, so two creates counting at once would both see room for one more; updating the customer's
 * row (to the same value) makes the second wait for the first. SQLite runs one write transaction
 * at a time anyway.
 */
async function lockAddressBook(trx: Transaction<Database>, customerId: string): Promise<void> {
  await trx
    .updateTable('customers')
    .set((eb) => ({ created_at: eb.ref('created_at') }))
    .where('id', '=', customerId)
    .execute();
}

const activeCount = async (db: Db, customerId: string) =>
  Number(
    (
      await db
        .selectFrom('delivery_addresses')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('customer_id', '=', customerId)
        .where('is_deleted', '=', 0)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** GET user/delivery-address: every address, deleted ones last, with the limit and the billing address. */
export async function listDeliveryAddresses(
  db: Kysely<Database>,
  customerId: string,
): Promise<DeliveryAddressList> {
  const rows = await db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_deleted')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const active = rows.filter((row) => row.is_deleted === 0);
  const billing = await findBillingAddress(db, customerId);
  return {
    isCreateAllowed: active.length < MAX_DELIVERY_ADDRESSES,
    preferredAddressId: active.find((row) => row.is_default === 1)?.id ?? null,
    deliveryAddresses: rows.map(toDeliveryAddress),
    billingAddress: billing ? toBillingAddress(billing) : null,
  };
}

/** Another customer's address answers like an unknown one: 404, nothing changed. */
export async function findOwnedAddress(
  db: Db,
  customerId: string,
  id: string,
): Promise<DeliveryAddressRow> {
  const row = await db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new NotFound();
  return row;
}

/**
 * Creates an address unless the customer has the documented number of active ones already. The
 * first address becomes the preferred one. Count and insert share a transaction.
 */
export async function createDeliveryAddress(
  db: Kysely<Database>,
  customerId: string,
  fields: DeliveryAddressFields,
  now = Date.now(),
): Promise<DeliveryAddress> {
  return inTransaction(db, async (trx) => {
    await lockAddressBook(trx, customerId);
    const count = await activeCount(trx, customerId);
    if (count >= MAX_DELIVERY_ADDRESSES) throw new Conflict('ADDRESS_LIMIT_REACHED');
    const row = {
      ...fields,
      id: randomUUID(),
      customer_id: customerId,
      is_default: count === 0 ? 1 : 0,
      is_deleted: 0,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('delivery_addresses').values(row).execute();
    return toDeliveryAddress(row);
  });
}

/** Saves an existing, not deleted address of the customer. */
export async function updateDeliveryAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  fields: DeliveryAddressFields,
  now = Date.now(),
): Promise<DeliveryAddress> {
  const existing = await findOwnedAddress(db, customerId, id);
  if (existing.is_deleted === 1) throw new Conflict('ADDRESS_DELETED');
  await db
    .updateTable('delivery_addresses')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .execute();
  return toDeliveryAddress({ ...existing, ...fields, updated_at: now });
}

/**
 * Marks an address deleted; deleting it again changes nothing. A deleted address is no longer
 * preferred: the shop would otherwise send parcels to an address the customer removed. It keeps
 * its `is_default` so that restoring it brings "bevorzugt" back; every reader of the preferred
 * address asks for an active one.
 */
export async function deleteDeliveryAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  now = Date.now(),
): Promise<DeliveryAddress> {
  const existing = await findOwnedAddress(db, customerId, id);
  if (existing.is_deleted === 1) return toDeliveryAddress(existing);
  const changes = { is_deleted: 1, updated_at: now };
  await db.updateTable('delivery_addresses').set(changes).where('id', '=', id).execute();
  return toDeliveryAddress({ ...existing, ...changes });
}

/**
 * Restores a deleted address, within the limit; restoring an active one changes nothing. An
 * address preferred when it was deleted is preferred again, unless another one has become
 * preferred since (a new first address): there is only ever one.
 */
export async function restoreDeliveryAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  now = Date.now(),
): Promise<DeliveryAddress> {
  return inTransaction(db, async (trx) => {
    const existing = await findOwnedAddress(trx, customerId, id);
    if (existing.is_deleted === 0) return toDeliveryAddress(existing);
    await lockAddressBook(trx, customerId);
    if ((await activeCount(trx, customerId)) >= MAX_DELIVERY_ADDRESSES)
      throw new Conflict('ADDRESS_LIMIT_REACHED');
    const otherPreferred =
      existing.is_default === 1 &&
      (await trx
        .selectFrom('delivery_addresses')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('is_default', '=', 1)
        .where('is_deleted', '=', 0)
        .executeTakeFirst()) !== undefined;
    const changes = {
      is_deleted: 0,
      is_default: otherPreferred ? 0 : existing.is_default,
      updated_at: now,
    };
    await trx.updateTable('delivery_addresses').set(changes).where('id', '=', id).execute();
    return toDeliveryAddress({ ...existing, ...changes });
  });
}

/** PATCH user/address/{id}/set-preferred: exactly one preferred address afterwards. */
export async function setPreferredAddress(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  now = Date.now(),
): Promise<DeliveryAddress> {
  return inTransaction(db, async (trx) => {
    const existing = await findOwnedAddress(trx, customerId, id);
    if (existing.is_deleted === 1) throw new Conflict('ADDRESS_DELETED');
    await trx
      .updateTable('delivery_addresses')
      .set({ is_default: 0 })
      .where('customer_id', '=', customerId)
      .where('is_default', '=', 1)
      .execute();
    await trx
      .updateTable('delivery_addresses')
      .set({ is_default: 1, updated_at: now })
      .where('id', '=', id)
      .execute();
    return toDeliveryAddress({ ...existing, is_default: 1, updated_at: now });
  });
}

/** The preferred address (personal details, home tile); null when none is set. */
export async function findPreferredAddress(
  db: Kysely<Database>,
  customerId: string,
): Promise<DeliveryAddressRow | null> {
  return (
    (await db
      .selectFrom('delivery_addresses')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('is_default', '=', 1)
      .where('is_deleted', '=', 0)
      .executeTakeFirst()) ?? null
  );
}
