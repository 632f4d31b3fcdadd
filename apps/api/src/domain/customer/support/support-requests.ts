import { randomUUID } from 'node:crypto';
import type { Locale, SupportRequest, SupportTopic } from '@account/contracts';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
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

/** Stored before any mail goes out, so a failed mail never loses the request. */
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
    service_mailed_at: null,
    confirmation_mailed_at: null,
    created_at: now,
    mail_attempts: 0,
    mail_claimed_at: null,
  };
  await db.insertInto('support_requests').values(row).execute();
  return toSupportRequest(row);
}

export async function noteSupportMailSent(
  db: Kysely<Database>,
  id: string,
  mail: 'service' | 'confirmation',
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('support_requests')
    .set(mail === 'service' ? { service_mailed_at: now } : { confirmation_mailed_at: now })
    .where('id', '=', id)
    .execute();
}

export interface ResendRules {
  /** How long a new request is left to the first send. */
  settleMs: number;
  /** How long a claim holds before another instance may try the request again. */
  claimMs: number;
  maxAttempts: number;
  limit: number;
}

/**
 * Requests with a mail still unsent, past the first send, claimed for this caller: the claim is
 * a conditional update, so of several API instances exactly one gets each request per round.
 */
export async function claimUnsentSupportMails(
  db: Kysely<Database>,
  rules: ResendRules,
  now = Date.now(),
): Promise<Array<Selectable<SupportRequestsTable>>> {
  const claimable = (eb: ExpressionBuilder<Database, 'support_requests'>) =>
    eb.and([
      eb.or([eb('service_mailed_at', 'is', null), eb('confirmation_mailed_at', 'is', null)]),
      eb('created_at', '<=', now - rules.settleMs),
      eb('mail_attempts', '<', rules.maxAttempts),
      eb.or([eb('mail_claimed_at', 'is', null), eb('mail_claimed_at', '<=', now - rules.claimMs)]),
    ]);
  const candidates = await db
    .selectFrom('support_requests')
    .select('id')
    .where(claimable)
    .orderBy('created_at')
    .limit(rules.limit)
    .execute();
  const claimed: Array<Selectable<SupportRequestsTable>> = [];
  for (const { id } of candidates) {
    const result = await db
      .updateTable('support_requests')
      .set((eb) => ({ mail_claimed_at: now, mail_attempts: eb('mail_attempts', '+', 1) }))
      .where('id', '=', id)
      .where(claimable)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) continue;
    const row = await db
      .selectFrom('support_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
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
