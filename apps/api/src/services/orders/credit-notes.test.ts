import { receiveReturn } from '../../domain/orders/return-order';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { pdfStructure } from '../../test/pdf-structure';
import { pdfText } from '../../test/pdf-text';
import {
  ANNA,
  LUCA,
  MAX_ORDERS,
  SEQ,
  orderNumber,
  shopper,
  type Shopper,
} from '../../test/order-helpers';
import { dialects } from '../../test/test-database';
import { runsAtShopNoon } from '../../test/shop-noon';

interface CreditNote {
  creditNoteNumber: string;
  issuedOn: string;
  amount: number;
  reason: string;
}
interface Invoice {
  invoiceNumber: string;
  openAmount: number;
  invoiceAmount: number;
  creditedAmount: number;
  amountDue: number;
  creditNotes: CreditNote[];
}

describe.each(dialects)('credit notes (Gutschriften) (%s)', (dialect) => {
  runsAtShopNoon();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const download = (who: Shopper, path: string) =>
    fetch(`${api.baseUrl}/api/orders/invoices/${path}`, {
      headers: { cookie: `av_access=${who.cookies.av_access}` },
    });
  const openInvoice = async (who: Shopper, invoiceNumber: string): Promise<Invoice> =>
    (await who.get('/api/orders/invoices/open')).body.invoices.find(
      (invoice: Invoice) => invoiceNumber === invoice.invoiceNumber,
    );

  it('gives the seeded partial return of 71010009 its credit note: invoice total − credited = still to pay', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const invoice = await openInvoice(max, `RE${orderNumber(MAX_ORDERS, SEQ.partiallyReturned)}`);
    expect(invoice.creditNotes).toEqual([
      {
        creditNoteNumber: expect.stringMatching(/^GS-\d{8}$/),
        issuedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        amount: invoice.creditedAmount,
        reason: 'return',
      },
    ]);
    expect(invoice.creditedAmount).toBeGreaterThan(0);
    expect(invoice.invoiceAmount - invoice.creditedAmount).toBeCloseTo(invoice.amountDue, 2);
    expect(invoice.amountDue).toBe(invoice.openAmount);
  });

  it.each([
    { customer: MAX_ORDERS, currency: '€' },
    { customer: ANNA, currency: '€' },
    { customer: LUCA, currency: 'CHF' },
  ])(
    'a received partial return of $customer.email is a credit note of its own number referring to the invoice, downloadable by its owner only',
    async ({ customer, currency }) => {
      const who = await shopper(api, customer);
      const number = orderNumber(customer, SEQ.delivered);
      const order = (await who.get(`/api/order-history/order/${number}`)).body;
      const before = await openInvoice(who, `RE${number}`);
      const first = order.items[0];
      await who.post('/api/orders/orders/return', { order_id: number, items: [first.id] });
      await receiveReturn(api.database.db, `R${number}-1`);

      const after = await openInvoice(who, `RE${number}`);
      expect(after.creditNotes).toHaveLength(before.creditNotes.length + 1);
      const note = after.creditNotes.at(-1) as CreditNote;
      expect(note).toMatchObject({ reason: 'return', amount: first.singlePrice * first.quantity });
      expect(note.creditNoteNumber).toMatch(/^GS-\d{8}$/);
      expect(after.creditedAmount).toBeCloseTo(before.creditedAmount + note.amount, 2);
      expect(after.amountDue).toBeCloseTo(after.invoiceAmount - after.creditedAmount, 2);
      expect(after.amountDue).toBeCloseTo(before.amountDue - note.amount, 2);

      const response = await download(who, `credit-notes/${note.creditNoteNumber}/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Gutschrift-${note.creditNoteNumber}.pdf"`,
      );
      const pdf = Buffer.from(await response.arrayBuffer());
      const structure = pdfStructure(pdf);
      expect(structure).toMatchObject({
        tagged: true,
        lang: customer.locale,
        displaysTitle: true,
        title: `Gutschrift ${note.creditNoteNumber}`,
      });
      expect(structure.types).toEqual(expect.arrayContaining(['Table', 'TR', 'TH', 'TD']));
      const money = new Intl.NumberFormat(customer.locale, {
        style: 'currency',
        currency: order.currency,
      });
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      expect(text).toContain(`Gutschrift ${note.creditNoteNumber}`);
      expect(text).toMatch(
        new RegExp(`zur Rechnung Nr\\. RE${number} vom \\d\\d\\.\\d\\d\\.\\d{4}`),
      );
      expect(text).toContain(first.title);
      expect(text).toContain(money.format(note.amount).replace(/\s+/g, ' '));
      expect(text).toContain(currency);
      expect(text).toContain('wird mit der offenen Rechnung verrechnet');

      // Someone else's credit note is not found, like an unknown one.
      const other = await shopper(api, customer === MAX_ORDERS ? ANNA : MAX_ORDERS);
      expect((await download(other, `credit-notes/${note.creditNoteNumber}/pdf`)).status).toBe(404);
      expect((await download(who, 'credit-notes/GS-99999999/pdf')).status).toBe(404);

      // The invoice names the credit and asks for what is still to pay.
      const invoicePdf = await download(who, `RE${number}/pdf`);
      const invoiceText = pdfText(Buffer.from(await invoicePdf.arrayBuffer())).replace(/\s+/g, ' ');
      expect(invoiceText).toContain('Bereits gutgeschrieben');
      expect(invoiceText).toContain(`Gutschrift ${note.creditNoteNumber}`);
      const due = money.format(after.amountDue).replace(/\s+/g, ' ');
      expect(invoiceText).toContain(`Noch zu zahlen ${due}`);
      expect(invoiceText).toContain(
        `Bitte überweisen Sie den noch zu zahlenden Betrag von ${due} auf unser Konto`,
      );
    },
  );

  it('cancelling an invoiced order credits its lines and shipping by a credit note', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.today);
    const order = (await max.get(`/api/order-history/order/${number}`)).body;
    const total = order.items.reduce(
      (sum: number, item: { singlePrice: number; quantity: number }) =>
        sum + Math.round(item.singlePrice * 100) * item.quantity,
      595,
    );
    // An invoice issued with the order, as for payment on invoice.
    await api.database.db
      .insertInto('invoices')
      .values({
        id: `test-invoice-${number}`,
        invoice_number: `RE${number}`,
        customer_id: (
          await api.database.db
            .selectFrom('orders')
            .select('customer_id')
            .where('order_number', '=', number)
            .executeTakeFirstOrThrow()
        ).customer_id,
        order_id: order.id,
        currency: 'EUR',
        amount_cents: total,
        open_amount_cents: total,
        due_date: '2099-01-01',
        payment_type: 'INVOICE',
        created_at: Date.now(),
      })
      .execute();
    const response = await max.post(`/api/orders/order/${number}/cancel`, {
      external_customer_id: max.customerId,
      reason_code: 'CHANGED_MIND',
    });
    expect(response.status).toBe(200);
    const notes = await api.database.db
      .selectFrom('credit_notes')
      .select(['credit_note_number', 'reason', 'amount_cents'])
      .where('invoice_id', '=', `test-invoice-${number}`)
      .execute();
    expect(notes).toEqual([
      {
        credit_note_number: expect.stringMatching(/^GS-\d{8}$/),
        reason: 'cancellation',
        amount_cents: total,
      },
    ]);
    const pdf = await download(max, `credit-notes/${notes[0]?.credit_note_number}/pdf`);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Grund: Stornierung');
    expect(text).toContain('Versandkosten');
  });
});
