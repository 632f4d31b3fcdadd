import { localeOfCountry, shopTimeZone, type Locale } from '@account/contracts';
import type { Customer } from '../../db/schema';
import { accessiblePdf, artifact, tagged } from '../documents/accessible-pdf';
import { font, heightOfText, text } from '../documents/pdf-fonts';
import { sellerOf } from '../../domain/shops/shop-records';
import type { customerData } from '../../domain/data-export/customer-data';
import type { ExportedOrder } from '../../domain/data-export/order-pages';
import {
  CONSENT_CHANGES,
  CONSENT_NAMES,
  CROSS_DEVICE_TRACKING,
  NEWSLETTER_SUBSCRIPTION,
  ORDER_STATE,
  SUBSCRIPTION_STATES,
  SUMMARY_TEXT as T,
} from './summary-text';

type Doc = PDFKit.PDFDocument;
type Element = PDFKit.PDFStructureElement;
export type CustomerData = Awaited<ReturnType<typeof customerData>>;

/** One line of "Was wir speichern": a category, how many records, the file holding them. */
export interface StoredCategory {
  category: string;
  count: number;
  file: string;
}

/** An order as the summary lists it. */
export interface SummaryOrder {
  orderNumber: string;
  placedAt: string | null;
  totalCents: number;
  currency: string;
  state: string;
}

/**
 * The summary lists at most this many orders, the newest: it is built in memory at the end of the
 * ZIP, and 500 rows (about 15 pages) stay small however many orders the customer has; the
 * others are counted and named in orders.json and orders.csv.
 */
export const SUMMARY_ORDERS = 500;

/** Collects the summary's order rows while orders.json is paged: a count and the newest. */
export class SummaryOrders {
  count = 0;
  readonly newest: SummaryOrder[] = [];

  add(order: ExportedOrder): void {
    this.count += 1;
    // Orders arrive oldest first: the last SUMMARY_ORDERS seen are the newest.
    this.newest.push({
      orderNumber: order.orderNumber,
      placedAt: order.placedAt,
      totalCents:
        order.items.reduce((sum, item) => sum + item.singlePriceCents * item.quantity, 0) +
        order.shippingCostsCents,
      currency: order.currency,
      state: order.cancelledAt
        ? ORDER_STATE.cancelled
        : order.withdrawnAt
          ? ORDER_STATE.withdrawn
          : order.deliveredAt
            ? ORDER_STATE.delivered
            : ORDER_STATE.open,
    });
    if (this.newest.length > SUMMARY_ORDERS) this.newest.shift();
  }
}

const WIDTH = 495;
const LEFT = 50;
const BOTTOM = 842 - 50;
const CELL_PADDING = 3;

/** Draws a table (Table/TR/TH scope Column/TD), a new page before a row that does not fit. */
function table(
  doc: Doc,
  parent: Element,
  widths: number[],
  header: string[],
  rows: string[][],
): void {
  const element = tagged(doc, parent, 'Table');
  const row = (cells: string[], head: boolean) => {
    const weight = head ? 'bold' : 'regular';
    const height =
      Math.max(
        ...cells.map((cell, i) =>
          heightOfText(doc, weight, cell, { width: widths[i]! - 2 * CELL_PADDING }),
        ),
      ) +
      2 * CELL_PADDING;
    if (doc.y + height > BOTTOM) doc.addPage();
    const top = doc.y;
    const tr = tagged(doc, element, 'TR');
    let x = LEFT;
    cells.forEach((cell, i) => {
      const width = widths[i]!;
      tagged(
        doc,
        tr,
        head ? 'TH' : 'TD',
        () => {
          text(doc, weight, cell, x + CELL_PADDING, top + CELL_PADDING, {
            width: width - 2 * CELL_PADDING,
          });
        },
        head ? { scope: 'Column' } : {},
      );
      x += width;
    });
    artifact(doc, () => {
      doc
        .moveTo(LEFT, top + height)
        .lineTo(LEFT + WIDTH, top + height)
        .lineWidth(head ? 0.8 : 0.3)
        .stroke('#888888');
    });
    doc.x = LEFT;
    doc.y = top + height;
  };
  row(header, true);
  for (const cells of rows) row(cells, false);
  doc.moveDown(1);
}

function heading(doc: Doc, parent: Element, type: 'H1' | 'H2', content: string): void {
  if (doc.y > BOTTOM - 80) doc.addPage();
  if (type === 'H2') doc.moveDown(0.5);
  doc.fontSize(type === 'H1' ? 20 : 14);
  tagged(doc, parent, type, () => text(doc, 'bold', content, LEFT, doc.y, { width: WIDTH }));
  doc.fontSize(10).moveDown(0.4);
}

function paragraph(doc: Doc, parent: Element, content: string): void {
  if (doc.y > BOTTOM - 30) doc.addPage();
  tagged(doc, parent, 'P', () => text(doc, 'regular', content, LEFT, doc.y, { width: WIDTH }));
  doc.moveDown(0.3);
}

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ');

/** The consents with their dates: the log of each change, the newsletter subscriptions. */
function consentRows(data: CustomerData, day: (iso: string | null) => string): string[][] {
  const { consents } = data;
  return [
    ...consents.log.map((entry) => [
      CONSENT_NAMES[entry.topic as keyof typeof CONSENT_NAMES] ?? entry.topic,
      CONSENT_CHANGES[entry.change as keyof typeof CONSENT_CHANGES] ?? entry.change,
      day(entry.occurredAt),
    ]),
    ...consents.newsletter.map((n) => [
      NEWSLETTER_SUBSCRIPTION(n.email),
      SUBSCRIPTION_STATES[n.status],
      day(n.unsubscribedAt ?? n.confirmedAt ?? n.createdAt),
    ]),
    [CROSS_DEVICE_TRACKING, consents.crossDeviceTracking ? T.yes : T.no, ''],
  ];
}

/**
 * Zusammenfassung.pdf (issue 39, point 7): the export for a person, not a program. A tagged
 * PDF/UA in the shop's language: who the customer is, what is stored where in the ZIP, the
 * consents with their dates, the orders. Dates are the shop's calendar days.
 */
export function exportSummaryPdf(input: {
  customer: Customer;
  data: CustomerData;
  stored: StoredCategory[];
  orders: SummaryOrders;
  now: number;
}): Promise<Buffer> {
  const { customer, data, stored, orders } = input;
  const locale: Locale = localeOfCountry[customer.country_code];
  const dates = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: shopTimeZone[customer.country_code],
  });
  const day = (iso: string | null) => (iso ? dates.format(new Date(iso)) : '');
  const { doc, root, finish } = accessiblePdf({
    locale,
    title: T.title,
    author: sellerOf(locale).name,
  });
  font(doc, 'regular').fontSize(10);

  heading(doc, root, 'H1', T.title);
  paragraph(doc, root, T.createdOn(dates.format(new Date(input.now))));
  paragraph(doc, root, T.intro);

  const { profile } = data;
  heading(doc, root, 'H2', T.who);
  const address = (a: {
    street: string | null;
    streetNumber: string | null;
    zipCode: string | null;
    city: string | null;
  }) => joined(joined(a.street, a.streetNumber) + ',', a.zipCode, a.city);
  table(
    doc,
    root,
    [170, 325],
    [T.field, T.value],
    [
      [T.name, joined(profile.firstName, profile.lastName)],
      [T.customerNumber, profile.customerNumber],
      [T.email, profile.email],
      ...(profile.dateOfBirth ? [[T.birthDate, day(profile.dateOfBirth)]] : []),
      ...(profile.addressAtRegistration.street
        ? [[T.address, address(profile.addressAtRegistration)]]
        : []),
      ...(data.billingAddress ? [[T.billingAddress, address(data.billingAddress)]] : []),
      ...data.deliveryAddresses.map((a) => [
        T.deliveryAddress,
        joined(a.firstName, a.lastName) + ', ' + address(a),
      ]),
    ],
  );

  heading(doc, root, 'H2', T.stored);
  table(
    doc,
    root,
    [275, 70, 150],
    [T.category, T.count, T.file],
    stored.map((s) => [s.category, String(s.count), s.file]),
  );

  heading(doc, root, 'H2', T.consents);
  table(doc, root, [215, 180, 100], [T.consent, T.state, T.date], consentRows(data, day));

  heading(doc, root, 'H2', T.orders);
  if (orders.count === 0) paragraph(doc, root, T.noOrders);
  else {
    if (orders.count > orders.newest.length)
      paragraph(doc, root, T.newestOrders(orders.newest.length, orders.count));
    const amounts = new Map<string, Intl.NumberFormat>();
    const amount = (cents: number, currency: string) => {
      if (!amounts.has(currency))
        amounts.set(currency, new Intl.NumberFormat(locale, { style: 'currency', currency }));
      return amounts.get(currency)!.format(cents / 100);
    };
    table(
      doc,
      root,
      [130, 110, 125, 130],
      [T.orderNumber, T.placedOn, T.total, T.status],
      [...orders.newest]
        .reverse()
        .map((o) => [o.orderNumber, day(o.placedAt), amount(o.totalCents, o.currency), o.state]),
    );
  }
  return finish();
}
