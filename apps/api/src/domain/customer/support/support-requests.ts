import { randomUUID } from 'node:crypto';
import type { Locale, SupportRequest, SupportTopic } from '@account/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SupportRequestsTable } from '../../../db/service-schema';

export interface NewSupportRequest {
  customerId: string;
  topic: SupportTopic;
  orderNumber: string | null;
  message: string;
  email: string;
  locale: Locale;
}

export function toSupportRequest(row: Selectable<SupportRequestsTable>): SupportRequest {
  return {
    id: row.id,
    topic: row.topic,
    orderNumber: row.order_number,
    message: row.message,
    email: row.email,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Stored in the transaction that puts its mails into the outbox (support-mails.ts). */
export async function storeSupportRequest(
  db: Kysely<Database>,
  request: NewSupportRequest,
  now = Date.now(),
): Promise<SupportRequest> {
  const row = {
    id: randomUUID(),
    customer_id: request.customerId,
    topic: request.topic,
    order_number: request.orderNumber,
    message: request.message,
    email: request.email,
    locale: request.locale,
    created_at: now,
  };
  await db.insertInto('support_requests').values(row).execute();
  return toSupportRequest(row);
}

/** The customer's own requests, newest first; other customers' never appear. */
export async function supportRequestsOf(
  db: Kysely<Database>,
  customerId: string,
): Promise<SupportRequest[]> {
  const rows = await db
    .selectFrom('support_requests')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map(toSupportRequest);
}

/** One request of the customer; another customer's answers null like an unknown id. */
export async function findSupportRequest(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<SupportRequest | null> {
  const row = await db
    .selectFrom('support_requests')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? toSupportRequest(row) : null;
}

/** Whether the order number names an order of this customer (the form offers only those). */
export async function isOrderOf(
  db: Kysely<Database>,
  customerId: string,
  orderNumber: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', orderNumber)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
