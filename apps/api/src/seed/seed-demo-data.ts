import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { normalizeEmail } from '../db/normalize-email';
import type { Database } from '../db/schema';
import { demoOrderHistory, longOrderHistory } from './demo-orders';
import { seedDemoCreators } from './demo-creators';
import { seedContentPages } from './content/seed-content';
import { seedDemoCatalogue } from './seed-catalogue';
import { seedDemoShopping } from './seed-shopping';
import { seedDemoOrders } from './seed-orders';
import { seedDemoPhoneCustomers } from './demo-phone-customers';
import { seedDemoPayments } from './demo-payments';
import { bankDetailsKeyFrom } from '../domain/payment/bank-details-key';
import { seedDemoAddresses } from './seed-addresses';
import { seedDemoVouchers } from './demo-vouchers';
import {
  DEMO_CUSTOMER_CLASS,
  DEMO_PASSWORD,
  demoCustomers,
  type DemoCustomer,
} from './demo-customers';

/**
 * Inserts or updates one demo customer, keyed by customer number, and returns its internal id.
 * The ids, creation time and password hash of an existing row are kept (a new hash would differ
 * by its salt), so seeding twice changes nothing.
 */
const DEMO_EMAIL_CONFIRMED_AT = Date.UTC(2024, 0, 2);

async function upsertDemoCustomer(db: Kysely<Database>, demo: DemoCustomer): Promise<string> {
  const fields = {
    customer_number: demo.customerNumber,
    email: demo.email,
    email_normalized: normalizeEmail(demo.email),
    customer_type: 'FULL',
    customer_class: DEMO_CUSTOMER_CLASS,
    salutation: demo.salutation,
    first_name: demo.firstName,
    last_name: demo.lastName,
    care_of: null,
    country_code: demo.countryCode,
    phone_number: demo.phoneNumber,
    date_of_birth: demo.dateOfBirth,
    preferred_payment_method: demo.preferredPaymentMethod,
    street: demo.address.street,
    street_number: demo.address.streetNumber,
    zip_code: demo.address.zipCode,
    city: demo.address.city,
    // Long-standing customers whose addresses the shop has confirmed; social logins may be linked to them.
    email_confirmed_at: DEMO_EMAIL_CONFIRMED_AT,
  } as const;

  const existing = await db
    .selectFrom('customers')
    .select(['id', 'password_hash'])
    .where('customer_number', '=', demo.customerNumber)
    .executeTakeFirst();
  if (!existing) {
    const id = randomUUID();
    await db
      .insertInto('customers')
      .values({
        ...fields,
        id,
        customer_id: randomUUID(),
        password_hash: await hashPassword(DEMO_PASSWORD),
        created_at: Date.now(),
      })
      .execute();
    return id;
  }

  const keepHash =
    existing.password_hash !== null &&
    (await passwordMatches(existing.password_hash, DEMO_PASSWORD));
  await db
    .updateTable('customers')
    .set({
      ...fields,
      password_hash: keepHash ? existing.password_hash : await hashPassword(DEMO_PASSWORD),
    })
    .where('id', '=', existing.id)
    .execute();
  return existing.id;
}

/**
 * Loads the demo data into a migrated database. Everything a later issue seeds (orders,
 * addresses, invoices) belongs to a demo customer and is added inside this loop, by its id.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  now = new Date(),
  // The API's key when BANK_DETAILS_KEY is set, else the local one (demo data is for local use).
  bankDetailsKey = bankDetailsKeyFrom(process.env, 'local'),
): Promise<void> {
  const customerIds = new Map<string, string>();
  await seedContentPages(db);
  await seedDemoCatalogue(db);
  for (const demo of demoCustomers) {
    const id = await upsertDemoCustomer(db, demo);
    customerIds.set(demo.customerNumber, id);
    const history = demo.orderHistory === 'long' ? longOrderHistory() : demoOrderHistory;
    await seedDemoOrders(db, { id, ...demo }, history, now);
    await seedDemoShopping(db, id, demo.customerNumber, now);
    await seedDemoPayments(db, bankDetailsKey, { id, ...demo }, now);
    await seedDemoAddresses(db, id, demo);
    await seedDemoVouchers(db, { id, ...demo }, now);
  }
  await seedDemoCreators(db, customerIds, now.getTime());
  await seedDemoPhoneCustomers(db, now);
}
