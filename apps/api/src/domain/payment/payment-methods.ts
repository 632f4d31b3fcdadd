import {
  PaymentMethodType,
  preferablePaymentMethods,
  type PaymentMethods,
  type PreferredPaymentMethod,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { Conflict, InvalidInput } from '../domain-error';

/** What every customer of the three shops can pay with; Ratenkauf only by contract (table). */
const EVERY_CUSTOMER = ['INVOICE', 'DIRECT_DEBIT', 'PAYPAL'] as const;

const isPreferable = (method: string): method is PreferredPaymentMethod =>
  (preferablePaymentMethods as readonly string[]).includes(method);

/** A stored method the shop no longer offers reads as INVALID_METHOD (spec section 3). */
const known = (method: string): PaymentMethodType =>
  PaymentMethodType.safeParse(method).data ?? 'INVALID_METHOD';

export async function paymentMethodsOf(
  db: Kysely<Database>,
  customer: Customer,
): Promise<PaymentMethods> {
  const extra = await db
    .selectFrom('customer_payment_methods')
    .select('method')
    .where('customer_id', '=', customer.id)
    .orderBy('created_at')
    .execute();
  const methods = [...new Set([...EVERY_CUSTOMER, ...extra.map((row) => known(row.method))])];
  return {
    paymentMethods: methods.map((method) => ({ method, preferable: isPreferable(method) })),
    preferredPaymentMethod: customer.preferred_payment_method,
  };
}

/**
 * Spec section 3 and 6: only DIRECT_DEBIT or INVOICE can be preferred; Ratenkauf, PayPal or an
 * invalid method never (409 PAYMENT_METHOD_NOT_PREFERABLE), direct debit only with bank details.
 * Checked before the step-up too, so a stale session learns what is wrong before the password.
 */
export async function preferableMethodOf(
  db: Kysely<Database>,
  customer: Customer,
  requested: string,
): Promise<PreferredPaymentMethod> {
  if (!isPreferable(requested)) {
    if (PaymentMethodType.safeParse(requested).success)
      throw new Conflict('PAYMENT_METHOD_NOT_PREFERABLE');
    throw new InvalidInput();
  }
  if (requested === 'DIRECT_DEBIT') {
    const bank = await db
      .selectFrom('bank_details')
      .select('customer_id')
      .where('customer_id', '=', customer.id)
      .executeTakeFirst();
    if (!bank) throw new Conflict('BANK_DETAILS_REQUIRED');
  }
  return requested;
}

/** Stores the preferred method, checked again in the transaction that writes it. */
export async function setPreferredPayment(
  db: Kysely<Database>,
  customer: Customer,
  requested: string,
): Promise<PreferredPaymentMethod> {
  return db.transaction().execute(async (trx) => {
    const preferred = await preferableMethodOf(trx, customer, requested);
    await trx
      .updateTable('customers')
      .set({ preferred_payment_method: preferred })
      .where('id', '=', customer.id)
      .execute();
    return preferred;
  });
}
