import { localeOfCountry, type Locale } from '@account/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Customer, Database } from '../../db/schema';
import { customerData } from '../../domain/data-export/customer-data';
import {
  exportSummaryPdf,
  SummaryOrders,
  type CustomerData,
  type StoredCategory,
} from './summary-pdf';
import {
  CUSTOMER_JSON_SECTIONS,
  INVOICES_CATEGORY,
  INVOICES_TABLE_CATEGORY,
  ORDERS_CATEGORY,
  ORDERS_TABLE_CATEGORY,
} from './summary-text';
import {
  exportedInvoices,
  exportedOrders,
  type ExportedInvoice,
  type ExportedOrder,
} from '../../domain/data-export/order-pages';

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

/** Passes each element on, after showing it to `see` (the summary's order rows and counts). */
async function* seen<T>(elements: AsyncIterable<T>, see: (element: T) => void) {
  for await (const element of elements) {
    see(element);
    yield element;
  }
}

/** How many records a part of customer.json holds: a list its length, a record one. */
function countOf(section: keyof typeof CUSTOMER_JSON_SECTIONS, data: CustomerData): number {
  if (section === 'consents') {
    const c = data.consents;
    return (
      c.log.length +
      c.newsletter.length +
      c.stockReminders.length +
      (c.marketResearch ? 1 : 0) +
      (c.privacyPreferences ? 1 : 0)
    );
  }
  const value: unknown = data[section];
  return Array.isArray(value) ? value.length : value === null ? 0 : 1;
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

  const add = (name: string, content: () => AsyncIterable<string | Buffer>) =>
    zip.addReadStreamLazy(name, { mtime }, (ready) => {
      const stream = Readable.from(content());
      // yazl pipes the entry without listening for its errors: a failing query ends the download.
      stream.on('error', (error) => output.destroy(error));
      ready(null, stream);
    });

  // customer.json is bounded (customer-data.ts): read once, for the file and for the summary.
  let data: Promise<CustomerData> | undefined;
  const customerDataOnce = () => (data ??= customerData(db, customer, bankDetailsKey, now));
  const summaryOrders = new SummaryOrders();
  let invoiceCount = 0;

  /** The files of the ZIP and what each holds: the summary's "Was wir speichern" is this list. */
  const files: Array<{
    name: string;
    content: () => AsyncIterable<string>;
    holds: () => Promise<Array<Omit<StoredCategory, 'file'>>>;
  }> = [
    {
      name: 'customer.json',
      content: () => jsonDocument(customerDataOnce()),
      holds: async () => {
        const customerJson = await customerDataOnce();
        return (
          Object.keys(CUSTOMER_JSON_SECTIONS) as Array<keyof typeof CUSTOMER_JSON_SECTIONS>
        ).map((section) => ({
          category: CUSTOMER_JSON_SECTIONS[section],
          count: countOf(section, customerJson),
        }));
      },
    },
    {
      name: 'orders.json',
      content: () => jsonArray(seen(orders(), (order) => summaryOrders.add(order))),
      holds: async () => [{ category: ORDERS_CATEGORY, count: summaryOrders.count }],
    },
    {
      name: 'invoices.json',
      content: () => jsonArray(seen(invoices(), () => (invoiceCount += 1))),
      holds: async () => [{ category: INVOICES_CATEGORY, count: invoiceCount }],
    },
    {
      name: 'orders.csv',
      content: () =>
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
      holds: async () => [{ category: ORDERS_TABLE_CATEGORY, count: summaryOrders.count }],
    },
    {
      name: 'invoices.csv',
      content: () =>
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
      holds: async () => [{ category: INVOICES_TABLE_CATEGORY, count: invoiceCount }],
    },
  ];
  for (const file of files) add(file.name, file.content);

  // The summary comes last: yazl reads the entries one after the other, so when it starts,
  // orders.json has been paged through and left its order rows (a count and the newest
  // SUMMARY_ORDERS) in summaryOrders. A second query for the summary would read every order
  // again; this way the orders are read as often as before and the rows held stay bounded.
  add(SUMMARY_FILE, async function* summary() {
    const stored = (
      await Promise.all(
        files.map(async (file) =>
          (await file.holds()).map((holding) => ({ ...holding, file: file.name })),
        ),
      )
    ).flat();
    yield await exportSummaryPdf({
      customer,
      data: await customerDataOnce(),
      stored,
      orders: summaryOrders,
      now,
    });
  });
  zip.end();
  return output;
}

/** The readable summary for the customer (issue 39, point 7), the ZIP's last file. */
export const SUMMARY_FILE = 'Zusammenfassung.pdf';

/** The file's name on the customer's disk, e.g. meine-daten-10012345-2026-11-27.zip. */
export const dataExportFilename = (customer: Customer, now = Date.now()) =>
  `meine-daten-${customer.customer_number}-${new Date(now).toISOString().slice(0, 10)}.zip`;
