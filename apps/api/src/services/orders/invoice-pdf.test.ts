import type { Locale } from '@account/contracts';
import { startTestApi, type TestApi } from '../../test/api-harness';
import {
  ANNA,
  LUCA,
  MAX_ORDERS,
  SEQ,
  orderNumber,
  shopper,
  type Shopper,
} from '../../test/order-helpers';
import { altTexts } from '../../test/pdf-alt-text';
import { pdfStructure } from '../../test/pdf-structure';
import { pdfText } from '../../test/pdf-text';
import { dialects } from '../../test/test-database';

type Customer = typeof MAX_ORDERS;

/**
 * Per shop: the rates given to the three products of the delivered demo order (pans, 2 pillows,
 * blanket), so each invoice has items at every rate of its country, and what the PDF must say.
 */
const shops: Array<{
  customer: Customer;
  rates: [number, number, number];
  seller: string[];
  billTo: string[];
  tax: string;
  terms: string;
  roundingNote: string;
}> = [
  {
    customer: MAX_ORDERS,
    rates: [1900, 700, 1900],
    seller: ['Shop24 Direkt GmbH', 'USt-IdNr. DE123456789'],
    billTo: ['Herr Max Mustermann', 'Musterstraße 12', '10115 Berlin'],
    tax: 'USt',
    terms: 'Kauf auf Rechnung: Bitte zahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.',
    roundingNote:
      'Die Umsatzsteuer ist je Steuersatz aus der Summe der Bruttobeträge berechnet; die Steuerbeträge der Zeilen sind gerundet und können daher um einen Cent von der Summe abweichen.',
  },
  {
    customer: ANNA,
    rates: [2000, 1300, 1000],
    seller: ['Shop24 Direkt Handels GmbH', 'UID-Nr. ATU12345678'],
    billTo: ['Frau Anna Huber', 'Mariahilfer Straße 45', '1060 Wien'],
    tax: 'USt',
    terms: 'Kauf auf Rechnung: Bitte zahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.',
    roundingNote:
      'Die Umsatzsteuer ist je Steuersatz aus der Summe der Bruttobeträge berechnet; die Steuerbeträge der Zeilen sind gerundet und können daher um einen Cent von der Summe abweichen.',
  },
  {
    customer: LUCA,
    rates: [810, 260, 810],
    seller: ['Shop24 Direkt AG', 'MWST-Nr. CHE-123.456.789 MWST'],
    billTo: ['Herr Luca Meier', 'Bahnhofstrasse 21', '8001 Zürich'],
    tax: 'MWST',
    terms: 'Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.',
    roundingNote:
      'Die MWST ist je Steuersatz aus der Summe der Bruttobeträge berechnet; die Steuerbeträge der Zeilen sind gerundet und können daher um einen Rappen von der Summe abweichen.',
  },
];

describe.each(dialects)('GET /api/orders/invoices/{number}/pdf (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const download = (who: Shopper, locale: Locale, invoiceNumber: string) =>
    fetch(`${api.baseUrl}/api/orders/invoices/${invoiceNumber}/pdf`, {
      headers: {
        cookie: `av_access=${who.cookies.av_access}`,
        'x-locale': locale,
      },
    });

  it.each(shops)(
    'bills $customer.email with seller, addresses, dates, each item net with rate and VAT, and VAT per rate',
    async ({ customer, rates, seller, billTo, tax, terms, roundingNote }) => {
      const who = await shopper(api, customer);
      const number = orderNumber(customer, SEQ.delivered);
      const order = (await who.get(`/api/order-history/order/${number}`)).body;
      const items = await api.database.db
        .selectFrom('order_items')
        .select(['id', 'position'])
        .where('order_id', '=', order.id)
        .orderBy('position')
        .execute();
      for (const [index, item] of items.entries())
        await api.database.db
          .updateTable('order_items')
          .set({ vat_rate_basis_points: rates[index] })
          .where('id', '=', item.id)
          .execute();
      expect(order.invoices).toEqual([{ invoiceNumber: `RE${number}`, issuedOn: order.placedAt }]);

      const response = await download(who, customer.locale, `RE${number}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Rechnung-RE${number}.pdf"`,
      );
      const pdf = Buffer.from(await response.arrayBuffer());
      // Three items fit on one A4 page, the seller's footer included; the Swiss QR-bill follows on its own.
      expect(pdf.toString('latin1').match(/\/Count (\d+)/)?.[1]).toBe(
        customer === LUCA ? '2' : '1',
      );
      const text = pdfText(pdf);

      // Figures worked out here from the order as the API shows it, in cents.
      const money = new Intl.NumberFormat(customer.locale, {
        style: 'currency',
        currency: order.currency,
      });
      const amount = (cents: number) => money.format(cents / 100);
      const percent = (rate: number) =>
        `${new Intl.NumberFormat(customer.locale, { maximumFractionDigits: 1 }).format(rate / 100)}\u00a0%`;
      const vatIn = (gross: number, rate: number) => Math.round((gross * rate) / (10_000 + rate));
      const cents = (value: number) => Math.round(value * 100);
      const grossByRate = new Map<number, number>();
      order.items.forEach((item: { singlePrice: number; quantity: number }, index: number) => {
        const rate = rates[index] as number;
        const gross = cents(item.singlePrice) * item.quantity;
        grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + gross);
        // Each item: quantity, unit price, net, rate, VAT, gross.
        expect(text).toContain(
          [
            item.quantity,
            amount(cents(item.singlePrice)),
            amount(gross - vatIn(gross, rate)),
            percent(rate),
            amount(vatIn(gross, rate)),
            amount(gross),
          ].join('\n'),
        );
      });
      // Shipping split by the items' gross per rate, the remainder cent to the highest rate.
      const itemsTotal = cents(order.subtotal);
      const shipping = cents(order.shippingCosts);
      const byRate = [...grossByRate].sort(([a], [b]) => b - a);
      const shares = byRate.map(([, gross]) => Math.floor((shipping * gross) / itemsTotal));
      shares[0] = (shares[0] ?? 0) + shipping - shares.reduce((s, share) => s + share, 0);
      let vatTotal = 0;
      byRate.forEach(([rate, gross], index) => {
        const withShipping = gross + (shares[index] ?? 0);
        const vat = vatIn(withShipping, rate);
        vatTotal += vat;
        expect(text).toContain(
          [
            `${tax} ${percent(rate)}`,
            amount(withShipping - vat),
            percent(rate),
            amount(vat),
            amount(withShipping),
          ].join('\n'),
        );
      });
      expect(byRate).toHaveLength(new Set(rates).size);
      expect(text).toContain(`Summe ${tax}\n${amount(vatTotal)}`);
      expect(text).toContain(`Rechnungsbetrag\n${amount(cents(order.total))}`);
      expect(text).toContain(`Summe netto\n${amount(cents(order.total) - vatTotal)}`);
      // The lines' gross amounts and the shipping add up to the total to the cent; their VAT,
      // rounded per line, may not: the note under the totals says so.
      const grossPrinted = order.items.reduce(
        (sum: number, item: { singlePrice: number; quantity: number }) =>
          sum + cents(item.singlePrice) * item.quantity,
        shipping,
      );
      expect(text).toContain(`${amount(shipping)}\n`);
      expect(grossPrinted).toBe(cents(order.total));
      expect(text.replace(/\s+/g, ' ')).toContain(roundingNote);
      expect(text).toContain('Einzelpreis');

      // A tagged PDF in the shop's language: the logo a figure, the items a table.
      const structure = pdfStructure(pdf);
      expect(structure.tagged).toBe(true);
      expect(structure.lang).toBe(customer.locale);
      expect(structure.displaysTitle).toBe(true);
      expect(structure.title).toBe(`Rechnung RE${number}`);
      for (const type of ['H1', 'Figure', 'Table', 'TR', 'TH', 'TD'])
        expect(structure.types).toContain(type);
      expect(structure.types.indexOf('Figure')).toBeLessThan(structure.types.indexOf('H1'));
      expect(altTexts(pdf)).toContain('Shop24 Direkt');

      for (const line of [...seller, ...billTo, terms, `RE${number}`, number])
        expect(text).toContain(line);
      const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
      expect(text).toContain(`Rechnungsdatum\n${day(order.placedAt)}`);
      const delivered = await api.database.db
        .selectFrom('orders')
        .select('delivered_at')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const deliveredOn = new Intl.DateTimeFormat('de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: order.timeZone,
      }).format(new Date(Number(delivered.delivered_at)));
      expect(text).toContain(`Lieferdatum\n${deliveredOn}`);
      if (customer === LUCA) expect(text).not.toContain('ß');
    },
  );

  it.each([MAX_ORDERS, ANNA, LUCA])(
    'prints for every invoice of $email a due date that agrees with the printed terms',
    async (customer) => {
      const who = await shopper(api, customer);
      const invoices = await api.database.db
        .selectFrom('invoices')
        .innerJoin('customers', 'customers.id', 'invoices.customer_id')
        .select('invoice_number')
        .where('customers.email', '=', customer.email)
        .execute();
      expect(invoices.length).toBeGreaterThanOrEqual(5);
      const day = (printed: string) => Date.parse(printed.split('.').reverse().join('-'));
      for (const { invoice_number } of invoices) {
        const text = pdfText(
          Buffer.from(await (await download(who, customer.locale, invoice_number)).arrayBuffer()),
        );
        const fact = (label: string) => text.match(new RegExp(`${label}\\n([^\\n]+)`))?.[1] ?? '';
        const issued = day(fact('Rechnungsdatum'));
        const delivered = fact('Lieferdatum').startsWith('entspricht')
          ? issued
          : day(fact('Lieferdatum'));
        const [, days, after] = text.match(/(\d+) Tage[n]? nach (Erhalt der Ware|Versand)/) ?? [];
        const from = after === 'Erhalt der Ware' ? delivered : issued;
        expect({ invoice_number, due: fact('Fällig am') }).toEqual({
          invoice_number,
          due: new Date(from + Number(days) * 86_400_000)
            .toISOString()
            .slice(0, 10)
            .split('-')
            .reverse()
            .join('.'),
        });
      }
    },
  );

  it('answers 404 for an invoice of another customer or none at all, 401 without login', async () => {
    const anna = await shopper(api, ANNA);
    const maxInvoice = `RE${orderNumber(MAX_ORDERS, SEQ.delivered)}`;
    expect((await download(anna, ANNA.locale, maxInvoice)).status).toBe(404);
    expect((await download(anna, ANNA.locale, 'RE00000000')).status).toBe(404);
    const anonymous = await fetch(`${api.baseUrl}/api/orders/invoices/${maxInvoice}/pdf`);
    expect(anonymous.status).toBe(401);
  });

  it('prints the payment terms of a direct debit, without a delivery date while the parcel is on its way', async () => {
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.dispatchedDirect);
    const text = pdfText(
      Buffer.from(await (await download(anna, ANNA.locale, `RE${number}`)).arrayBuffer()),
    );
    expect(text).toContain(
      'Bankeinzug: Wir buchen den Betrag 5 Tage nach Versand von Ihrem Konto ab.',
    );
    expect(text).toContain('Lieferdatum\nentspricht dem Rechnungsdatum');
    expect(text).not.toContain('IBAN');
  });

  it.each([
    [MAX_ORDERS, 'S24-10012345-LS', 'DE98ZZZ09999999999'],
    [ANNA, 'S24-20012345-LS', 'AT61ZZZ01234567890'],
    [LUCA, null, null],
  ] as const)(
    'pre-notifies the direct debit of %o with amount, debit date, mandate reference and creditor identifier',
    async (customer, mandate, creditorId) => {
      const who = await shopper(api, customer);
      const number = orderNumber(customer, SEQ.dispatchedDirect);
      const pdf = Buffer.from(
        await (await download(who, customer.locale, `RE${number}`)).arrayBuffer(),
      );
      const text = pdfText(pdf);
      const due = text.match(/Fällig am\n([^\n]+)/)?.[1];
      const total = text.match(/Rechnungsbetrag\n([^\n]+)/)?.[1];
      expect(text.replace(/\s+/g, ' ')).toContain(
        (customer === LUCA
          ? `Wir belasten den Betrag von ${total} am ${due} Ihrem Konto.`
          : `Wir ziehen den Betrag von ${total} am ${due} von Ihrem Konto ein.`
        ).replace(/\s+/g, ' '),
      );
      if (mandate) {
        expect(text).toContain(`Mandatsreferenz: ${mandate}`);
        expect(text).toContain(`Gläubiger-Identifikationsnummer: ${creditorId}`);
      } else {
        // Francs are not collected by SEPA direct debit: no SEPA mandate on the Swiss invoice.
        expect(text).not.toContain('Mandatsreferenz');
        expect(text).not.toContain('Gläubiger');
      }
      expect(pdfStructure(pdf).lang).toBe(customer.locale);
    },
  );

  it('prints names, addresses and titles of every script as they were written', async () => {
    // Max's account and delivered order, renamed as customers from abroad write them.
    const who = await shopper(api, MAX_ORDERS);
    const { db } = api.database;
    const customer = await db
      .updateTable('customers')
      .set({ first_name: 'Łukasz', last_name: 'Dvořák 王小明' })
      .where('email', '=', MAX_ORDERS.email)
      .returning(['id', 'salutation'])
      .executeTakeFirstOrThrow();
    await db
      .updateTable('billing_addresses')
      .set({ street: 'Οδός Ερμού', city: 'Санкт-Петербург' })
      .where('customer_id', '=', customer.id)
      .execute();
    const number = orderNumber(MAX_ORDERS, SEQ.delivered);
    const order = (await who.get(`/api/order-history/order/${number}`)).body;
    const titles = ['Одеяло „Сибирь“', 'Κουβέρτα Ωκεανός', '急須 さくら Teekanne'];
    for (const [index, item] of order.items.entries())
      await db
        .updateTable('order_items')
        .set({ title: titles[index % titles.length] as string })
        .where('id', '=', item.id)
        .execute();

    const response = await download(who, MAX_ORDERS.locale, `RE${number}`);
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Łukasz Dvořák 王小明\n');
    expect(text).toContain('Οδός Ερμού');
    expect(text).toContain('Санкт-Петербург');
    for (const title of titles.slice(0, order.items.length))
      expect(text).toContain(`${title}\nArt.-Nr.`);
  });
});
