import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CountryCode } from '@account/contracts';
import type { Database } from '../../db/schema';
import { bankDetailsKeyFrom } from '../../domain/payment/bank-details-key';
import { recordConsentChange } from '../../domain/privacy/consent-log';
import { insertCustomer } from '../../test/customer-fixtures';
import { pdfStructure } from '../../test/pdf-structure';
import { pdfText } from '../../test/pdf-text';
import { createTestDatabase, dialects, type TestDatabase } from '../../test/test-database';
import { readZipBytes } from '../../test/zip-reader';
import { dataExportArchive } from './export-archive';

const NOW = Date.parse('2026-11-28T23:30:00.000Z');

async function customerWithOrders(
  db: Kysely<Database>,
  country: CountryCode,
  name: { first: string; last: string },
) {
  const customerNumber = String(70_000_000 + Math.floor(Math.random() * 1_000_000));
  const { id } = await insertCustomer(db, {
    email: `${randomUUID()}@example.${country.toLowerCase()}`,
    customer_number: customerNumber,
    country_code: country,
    first_name: name.first,
    last_name: name.last,
    date_of_birth: '1988-04-12',
  });
  const currency = country === 'CH' ? ('CHF' as const) : ('EUR' as const);
  const orders = ['1', '2'].map((n) => ({
    id: randomUUID(),
    // Unlike the customer number, so each is found where it stands.
    order_number: `5${customerNumber.slice(2)}${n}`,
    customer_id: id,
    country_code: country,
    currency,
    payment_type: 'INVOICE' as const,
    shipping_costs_cents: 595,
    tracking_variant: 'standard' as const,
    delivery_salutation: 'MS' as const,
    delivery_first_name: name.first,
    delivery_last_name: name.last,
    delivery_street: 'Bahnhofstrasse',
    delivery_street_number: '5',
    delivery_address_addition: null,
    delivery_zip_code: '8001',
    delivery_city: 'Zürich',
    delivery_country_code: country,
    delivery_address_type: 'POSTAL' as const,
    // 22:30 UTC on 31 October is 23:30 in Berlin and Zurich: still the 31st in the shop.
    placed_at:
      n === '1' ? Date.parse('2026-03-02T10:00:00.000Z') : Date.parse('2026-10-31T22:30:00.000Z'),
    delivered_at: n === '1' ? Date.parse('2026-03-04T10:00:00.000Z') : null,
    cancelled_at: null,
    cancel_reason: null,
    withdrawn_at: null,
    updated_at: NOW,
  }));
  await db.insertInto('orders').values(orders).execute();
  await db
    .insertInto('order_items')
    .values(
      orders.map((order) => ({
        id: randomUUID(),
        order_id: order.id,
        position: 1,
        base_product_no: '100001',
        sku: '100001-1',
        title: 'Strickjacke',
        single_price_cents: 1999,
        quantity: 2,
        status: 'processing' as const,
        direct_supplier: 0,
        returned_at: null,
      })),
    )
    .execute();
  await recordConsentChange(
    db,
    id,
    { topic: 'TRACKING', change: 'GRANTED', source: 'PRIVACY_CENTRE' },
    Date.parse('2026-11-20T09:00:00.000Z'),
  );
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { customer, orderNumbers: orders.map((o) => o.order_number) };
}

async function zipOf(
  db: Kysely<Database>,
  customer: Awaited<ReturnType<typeof customerWithOrders>>['customer'],
) {
  const chunks: Buffer[] = [];
  for await (const chunk of dataExportArchive(db, customer, bankDetailsKeyFrom({}, 'local'), NOW))
    chunks.push(chunk as Buffer);
  return readZipBytes(Buffer.concat(chunks));
}

describe.each(dialects)('Zusammenfassung.pdf in the data export (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  }, 60_000);
  afterAll(() => database.drop());

  it.each([
    ['DE', 'de-DE', { first: 'Jürgen', last: 'Weiß' }, '20.11.2026', '31.10.2026', '45,93 €'],
    ['CH', 'de-CH', { first: 'Mei', last: '山田' }, '20.11.2026', '31.10.2026', 'CHF 45.93'],
  ] as const)(
    'summarises a %s customer in the shop language: who, what is stored, consents, orders',
    async (country, locale, name, consentDay, orderDay, total) => {
      const { customer, orderNumbers } = await customerWithOrders(database.db, country, name);
      const files = await zipOf(database.db, customer);

      // Last in the ZIP, after the files it summarises.
      expect([...files.keys()].at(-1)).toBe('Zusammenfassung.pdf');
      const pdf = files.get('Zusammenfassung.pdf')!;
      const text = pdfText(pdf);
      expect(text).toContain('Ihre Datenauskunft');
      expect(text).toContain(`${name.first} ${name.last}`);
      expect(text).toContain(customer.customer_number);
      expect(text).toContain(customer.email);
      expect(text).toContain('12.04.1988');
      // Created on the shop's day: 23:30 UTC on the 28th is the 29th in Berlin and Zurich.
      expect(text).toContain('Erstellt am 29.11.2026');
      // What is stored, with its count and file.
      expect(text).toMatch(/Bestellungen mit Artikeln und Rücksendungen\s+2\s+orders\.json/);
      expect(text).toMatch(/Einwilligungen und ihr Verlauf\s+1\s+customer\.json/);
      // The consent with its date.
      expect(text).toMatch(
        new RegExp(`Tracking\\s+erteilt\\s+${consentDay.replaceAll('.', '\\.')}`),
      );
      // The orders, newest first, with their day in the shop's time zone, total and status.
      const newest = text.indexOf(orderNumbers[1]!);
      const oldest = text.indexOf(orderNumbers[0]!);
      expect(newest).toBeGreaterThan(-1);
      expect(oldest).toBeGreaterThan(newest);
      expect(text).toMatch(new RegExp(`${orderNumbers[1]}\\s+${orderDay.replaceAll('.', '\\.')}`));
      // Intl's amounts hold a no-break space; one space each, as a reader reads it.
      expect(text.replace(/\s+/g, ' ')).toContain(total);
      expect(text).toContain('Zugestellt');
      if (country === 'CH') expect(text).not.toContain('ß');

      const structure = pdfStructure(pdf);
      expect(structure).toMatchObject({
        tagged: true,
        lang: locale,
        displaysTitle: true,
        title: 'Ihre Datenauskunft',
      });
      expect(structure.types).toEqual(
        expect.arrayContaining(['H1', 'H2', 'Table', 'TR', 'TH', 'TD']),
      );
      // Header cells name their column (PDF/UA: TH with a scope).
      expect(pdf.toString('latin1')).toMatch(/\/Scope \/Column/);
    },
  );
});
