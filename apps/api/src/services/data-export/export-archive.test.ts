import { randomBytes, randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bankDetailsKeyFrom } from '../../domain/payment/bank-details-key';
import { insertCustomer } from '../../test/customer-fixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../../test/test-database';
import { readZip } from '../../test/zip-reader';
import { dataExportArchive } from './export-archive';
import { EXPORT_PAGE_SIZE } from '../../domain/data-export/order-pages';

// A collection on demand, so the test measures what is held, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const ORDERS = 500;
const ITEMS_PER_ORDER = 20;
/** Random text does not compress: the ZIP arrives in many chunks, each a chance to measure. */
const title = () => randomBytes(400).toString('hex');

async function customerWith500Orders(db: Kysely<Database>) {
  const { id } = await insertCustomer(db, {
    email: `viele-bestellungen-${randomUUID()}@example.de`,
    customer_number: String(80_000_000 + Math.floor(Math.random() * 1_000_000)),
  });
  const placed = Date.UTC(2024, 0, 1);
  for (let batch = 0; batch < ORDERS; batch += 50) {
    const orders = Array.from({ length: 50 }, (_, i) => ({
      id: randomUUID(),
      order_number: String(90_000_000 + batch + i),
      customer_id: id,
      country_code: 'DE' as const,
      currency: 'EUR' as const,
      payment_type: 'INVOICE' as const,
      shipping_costs_cents: 595,
      tracking_variant: 'standard' as const,
      delivery_salutation: 'MS' as const,
      delivery_first_name: 'Vera',
      delivery_last_name: 'Viel',
      delivery_street: 'Lindenstraße',
      delivery_street_number: '5',
      delivery_address_addition: null,
      delivery_zip_code: '10115',
      delivery_city: 'Berlin',
      delivery_country_code: 'DE' as const,
      delivery_address_type: 'POSTAL' as const,
      placed_at: placed + (batch + i) * 3_600_000,
      delivered_at: null,
      cancelled_at: null,
      cancel_reason: null,
      withdrawn_at: null,
      updated_at: placed,
    }));
    await db.insertInto('orders').values(orders).execute();
    await db
      .insertInto('order_items')
      .values(
        orders.flatMap((order) =>
          Array.from({ length: ITEMS_PER_ORDER }, (_, position) => ({
            id: randomUUID(),
            order_id: order.id,
            position: position + 1,
            base_product_no: '100001',
            sku: `100001-${position}`,
            title: title(),
            single_price_cents: 1999,
            quantity: 1,
            status: 'processing' as const,
            direct_supplier: 0,
            returned_at: null,
          })),
        ),
      )
      .execute();
    await db
      .insertInto('invoices')
      .values(
        orders.map((order) => ({
          id: randomUUID(),
          invoice_number: `R${order.order_number}`,
          customer_id: id,
          order_id: order.id,
          currency: 'EUR' as const,
          amount_cents: 20 * 1999 + 595,
          open_amount_cents: 0,
          due_date: '2024-02-01',
          payment_type: 'INVOICE' as const,
          created_at: order.placed_at,
        })),
      )
      .execute();
  }
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(dialects)('data export of 500 orders (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  }, 60_000);
  afterAll(() => database.drop());

  it('streams the ZIP holding about a page of orders in memory, not all of them', async () => {
    const customer = await customerWith500Orders(database.db);
    const key = bankDetailsKeyFrom({}, 'local');

    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let chunks = 0;
    for await (const chunk of dataExportArchive(database.db, customer, key)) {
      void chunk;
      chunks += 1;
      // A page of orders spans about a hundred chunks: a sample every 50 sees each page held
      // twice. Each sample is a full collection, the test's main cost on a slow machine.
      if (chunks % 50 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
    }

    // Read again as a whole (outside the measurement): it is complete, and this big.
    const whole: Buffer[] = [];
    for await (const chunk of dataExportArchive(database.db, customer, key)) whole.push(chunk);
    const files = await readZip(Buffer.concat(whole));
    const orders = JSON.parse(files.get('orders.json')!) as Array<{ items: unknown[] }>;
    expect(orders).toHaveLength(ORDERS);
    expect(orders.every((order) => order.items.length === ITEMS_PER_ORDER)).toBe(true);
    expect(files.get('orders.csv')!.split('\r\n').filter(Boolean)).toHaveLength(
      1 + ORDERS * ITEMS_PER_ORDER,
    );
    const ordersJsonBytes = Buffer.byteLength(files.get('orders.json')!);
    expect(ordersJsonBytes).toBeGreaterThan(8_000_000);
    expect(chunks).toBeGreaterThan(100);

    // The bound: an export built in memory holds at least orders.json as text (and the rows it
    // came from, as much again). Streamed, one page of EXPORT_PAGE_SIZE orders is held: a tenth
    // of them, twice over (rows and their JSON), plus buffers. Half of orders.json leaves room
    // for that and fails for any export that holds the orders whole.
    expect(ORDERS / EXPORT_PAGE_SIZE).toBe(10);
    expect(peak).toBeLessThan(ordersJsonBytes / 2);
    // 10,000 rows written, the archive read twice: over two minutes on CI's slowest machine.
  }, 300_000);
});
