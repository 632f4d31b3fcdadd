import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { saveBankDetails } from '../domain/payment/bank-details';
import { checkIban } from '../domain/payment/iban-check';
import type { DemoCustomer } from './demo-customers';

/**
 * DEMO DATA (issue 11): the Austrian customer pays by direct debit from an AT account, the German
 * and Swiss ones on invoice without bank details (the German one adds them in the demo), and the
 * long-standing German customer has Ratenkauf on contract. The IBANs have valid checksums but
 * are made up.
 */
interface DemoPayment {
  bankDetails?: { accountHolder: string; iban: string };
  extraMethods?: string[];
}

const demoPayments: Record<string, DemoPayment> = {
  '20012345': { bankDetails: { accountHolder: 'Anna Huber', iban: 'AT792011100012345678' } },
  '10050500': { extraMethods: ['INSTALLMENT'] },
};

/** Puts a demo customer's payment set-up back to the demo state, so seeding twice changes nothing. */
export async function seedDemoPayments(
  db: Kysely<Database>,
  key: Buffer,
  customer: { id: string } & Pick<DemoCustomer, 'customerNumber' | 'countryCode'>,
  now: Date,
): Promise<void> {
  await db.deleteFrom('bank_details').where('customer_id', '=', customer.id).execute();
  await db.deleteFrom('customer_payment_methods').where('customer_id', '=', customer.id).execute();
  const demo = demoPayments[customer.customerNumber];
  if (!demo) return;
  if (demo.bankDetails) {
    const check = checkIban(demo.bankDetails.iban, customer.countryCode);
    if (!check.valid) throw new Error(`Demo IBAN of ${customer.customerNumber} is invalid`);
    await saveBankDetails(
      db,
      key,
      customer.id,
      {
        accountHolder: demo.bankDetails.accountHolder,
        iban: check.iban,
        bankName: check.bank?.name ?? null,
      },
      now.getTime(),
    );
  }
  for (const method of demo.extraMethods ?? [])
    await db
      .insertInto('customer_payment_methods')
      .values({ customer_id: customer.id, method, created_at: now.getTime() })
      .execute();
}
