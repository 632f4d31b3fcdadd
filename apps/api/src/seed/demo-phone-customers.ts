import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../db/normalize-email';
import type { Database } from '../db/schema';
import { DEMO_CUSTOMER_CLASS } from './demo-customers';

/**
 * Customers who ordered by phone and never set a password (issue 10): logging in with their
 * e-mail leads to account verification. One per shop that takes e-mail logins to the flow's
 * end in the browser; seeding restores "no password", so the flow can be walked again.
 */
export const demoPhoneCustomers = [
  {
    customerNumber: '10070707',
    email: 'helga.telefon@example.de',
    firstName: 'Helga',
    lastName: 'Telefon',
    countryCode: 'DE',
    dateOfBirth: '1952-06-18',
    address: { street: 'Am Anger', streetNumber: '5', zipCode: '04109', city: 'Leipzig' },
    orderNumber: '71777701',
  },
  {
    customerNumber: '30070707',
    email: 'ruedi.telefon@example.ch',
    firstName: 'Ruedi',
    lastName: 'Telefon',
    countryCode: 'CH',
    dateOfBirth: '1949-02-03',
    address: { street: 'Seestrasse', streetNumber: '88', zipCode: '8002', city: 'Zürich' },
    orderNumber: '73777701',
  },
] as const;

export async function seedDemoPhoneCustomers(db: Kysely<Database>, now = new Date()) {
  for (const demo of demoPhoneCustomers) {
    const fields = {
      customer_number: demo.customerNumber,
      email: demo.email,
      email_normalized: normalizeEmail(demo.email),
      password_hash: null,
      customer_type: 'FULL',
      customer_class: DEMO_CUSTOMER_CLASS,
      salutation: null,
      first_name: demo.firstName,
      last_name: demo.lastName,
      care_of: null,
      country_code: demo.countryCode,
      phone_number: null,
      date_of_birth: demo.dateOfBirth,
      preferred_payment_method: 'INVOICE',
      street: demo.address.street,
      street_number: demo.address.streetNumber,
      zip_code: demo.address.zipCode,
      city: demo.address.city,
      email_confirmed_at: null,
    } as const;
    const existing = await db
      .selectFrom('customers')
      .select('id')
      .where('customer_number', '=', demo.customerNumber)
      .executeTakeFirst();
    const id = existing?.id ?? randomUUID();
    if (existing) await db.updateTable('customers').set(fields).where('id', '=', id).execute();
    else
      await db
        .insertInto('customers')
        .values({ ...fields, id, customer_id: randomUUID(), created_at: now.getTime() })
        .execute();
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', demo.orderNumber)
      .executeTakeFirst();
    if (order) continue;
    const orderId = randomUUID();
    const placedAt = now.getTime() - 90 * 24 * 60 * 60 * 1000;
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        order_number: demo.orderNumber,
        customer_id: id,
        country_code: demo.countryCode,
        currency: demo.countryCode === 'CH' ? 'CHF' : 'EUR',
        payment_type: 'INVOICE',
        shipping_costs_cents: 595,
        tracking_variant: 'standard',
        delivery_salutation: null,
        delivery_first_name: demo.firstName,
        delivery_last_name: demo.lastName,
        delivery_street: demo.address.street,
        delivery_street_number: demo.address.streetNumber,
        delivery_address_addition: null,
        delivery_zip_code: demo.address.zipCode,
        delivery_city: demo.address.city,
        delivery_country_code: demo.countryCode,
        delivery_address_type: 'POSTAL',
        placed_at: placedAt,
        delivered_at: placedAt + 3 * 24 * 60 * 60 * 1000,
        cancelled_at: null,
        cancel_reason: null,
        withdrawn_at: null,
        updated_at: placedAt,
      })
      .execute();
    await db
      .insertInto('order_items')
      .values({
        id: randomUUID(),
        order_id: orderId,
        position: 1,
        base_product_no: '100001',
        sku: '100001-01',
        title: 'Kaschmir-Schal',
        single_price_cents: 4995,
        quantity: 1,
        status: 'delivered',
        direct_supplier: 0,
        returned_at: null,
      })
      .execute();
  }
}
