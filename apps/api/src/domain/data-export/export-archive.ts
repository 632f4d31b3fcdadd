import { localeOfCountry, type Locale } from '@account/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Customer, Database } from '../../db/schema';
import { customerData } from './customer-data';
import {
  exportedInvoices,
  exportedOrders,
  type ExportedInvoice,
  type ExportedOrder,
} from './order-pages';

/** A JSON array written element by element, so only one element is ever held as text. */
async function* jsonArray<T>(elements: AsyncIterable<T>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const element of elements) {
    yield `${first ? '' : ','}\n${JSON.stringify(element)}`;
    first = false;
  }
  yield '\n]\n';
}

async function* jsonDocument(document: Promise<unknown>): AsyncGenerator<string> {
  yield `${JSON.stringify(await document, null, 2)}\n`;
}

/**
 * CSV for a spreadsheet in the customer's shop: semicolons and a byte order mark, as German
 * Excel expects them, amounts with the shop's decimal mark (docs/data-export.md).
 */
async function* csvTable<T>(
  header: string[],
  rows: AsyncIterable<T>,
  cells: (row: T) => Array<Array<string | number | null>>,
): AsyncGenerator<string> {
  const csv = (records: Array<Array<string | number | null>>) =>
    stringify(records, { delimiter: ';', record_delimiter: 'windows' });
  yield `\uFEFF${csv([header])}`;
  for await (const row of rows) yield csv(cells(row));
}

const amountIn = (locale: Locale) => {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return (cents: number) => format.format(cents / 100);
};

export const ORDERS_CSV_HEADER = [
  'Bestellnummer',
  'Bestellt am',
  'Position',
  'Artikelnummer',
  'Artikel',
  'Menge',
  'Einzelpreis',
  'Währung',
  'MwSt-Satz (%)',
  'Status',
  'Zahlungsart',
];

export const INVOICES_CSV_HEADER = [
  'Rechnungsnummer',
  'Bestellnummer',
  'Rechnungsdatum',
  'Betrag',
  'Offener Betrag',
  'Währung',
  'Fällig am',
  'Zahlungsart',
];

/**
 * The export as a ZIP stream (GDPR Art. 15 and 20, issue 26): customer.json, orders.json and
 * invoices.json (docs/data-export.schema.json), orders.csv (a row per item) and invoices.csv.
 * Each file is produced while the ZIP is read: yazl pulls one entry at a time, and the entries
 * read orders and invoices page by page, so memory stays flat however many there are.
 */
export function dataExportArchive(
  db: Kysely<Database>,
  customer: Customer,
  bankDetailsKey: Buffer,
  now = Date.now(),
): Readable {
  const zip = new ZipFile();
  // @types/yazl names the web stream type; yazl's output is Node's PassThrough.
  const output = zip.outputStream as unknown as Readable;
  const mtime = new Date(now);
  const amount = amountIn(localeOfCountry[customer.country_code]);
  const orders = () => exportedOrders(db, customer.id);
  const invoices = () => exportedInvoices(db, customer.id);

  const add = (name: string, content: () => AsyncIterable<string>) =>
    zip.addReadStreamLazy(name, { mtime }, (ready) => {
      const stream = Readable.from(content());
      // yazl pipes the entry without listening for its errors: a failing query ends the download.
      stream.on('error', (error) => output.destroy(error));
      ready(null, stream);
    });

  add('customer.json', () => jsonDocument(customerData(db, customer, bankDetailsKey, now)));
  add('orders.json', () => jsonArray(orders()));
  add('invoices.json', () => jsonArray(invoices()));
  add('orders.csv', () =>
    csvTable(ORDERS_CSV_HEADER, orders(), (order: ExportedOrder) =>
      order.items.map((item) => [
        order.orderNumber,
        order.placedAt,
        item.position,
        item.sku,
        item.title,
        item.quantity,
        amount(item.singlePriceCents),
        order.currency,
        item.vatRatePercent,
        item.status,
        order.paymentType,
      ]),
    ),
  );
  add('invoices.csv', () =>
    csvTable(INVOICES_CSV_HEADER, invoices(), (invoice: ExportedInvoice) => [
      [
        invoice.invoiceNumber,
        invoice.orderNumber,
        invoice.createdAt,
        amount(invoice.amountCents),
        amount(invoice.openAmountCents),
        invoice.currency,
        invoice.dueDate,
        invoice.paymentType,
      ],
    ]),
  );
  zip.end();
  return output;
}

/** The file's name on the customer's disk, e.g. meine-daten-10012345-2026-11-27.zip. */
export const dataExportFilename = (customer: Customer, now = Date.now()) =>
  `meine-daten-${customer.customer_number}-${new Date(now).toISOString().slice(0, 10)}.zip`;
