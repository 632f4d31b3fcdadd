import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { LUCA, MAX_ORDERS, orderNumber, shopper } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('GET /api/orders/invoices/open (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('lists open invoices by due date descending, overdue ones as ENCASH, with the balance', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const { status, body } = await max.get('/api/orders/invoices/open');
    expect(status).toBe(200);
    expect(body.currency).toBe('EUR');
    expect(body.invoices.map((i: { orderNumber: string }) => i.orderNumber)).toEqual(
      [7, 5, 4, 9, 12].map((seq) => orderNumber(MAX_ORDERS, seq)),
    );
    expect(body.invoices.map((i: { status: string }) => i.status)).toEqual([
      'OPEN',
      'OPEN',
      'OPEN',
      'ENCASH',
      'ENCASH',
    ]);
    expect(body.invoices[0]).toMatchObject({
      invoiceNumber: 'RE71010007',
      openAmount: 255.83,
      paymentType: 'INVOICE',
    });
    expect(body.invoices[2]).toMatchObject({ paymentType: 'DIRECT_DEBIT' });
    const sum = body.invoices.reduce(
      (total: number, i: { openAmount: number }) => total + i.openAmount,
      0,
    );
    expect(body.balance).toBeCloseTo(sum, 2);

    const ascending = await max.get('/api/orders/invoices/open?sort=asc');
    expect(ascending.body.invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual(
      [...body.invoices].reverse().map((i: { invoiceNumber: string }) => i.invoiceNumber),
    );
  });

  it("never marks a direct debit overdue; invoices to transfer carry their reference and the shop's account", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const debit = orderNumber(MAX_ORDERS, 4);
    // A direct debit whose date has passed is being collected, not owed by the customer.
    await api.database.db
      .updateTable('invoices')
      .set({ due_date: '2020-01-01' })
      .where('invoice_number', '=', `RE${debit}`)
      .execute();
    const { body } = await max.get('/api/orders/invoices/open');
    const byNumber = (number: string) =>
      body.invoices.find((i: { invoiceNumber: string }) => i.invoiceNumber === number);
    expect(byNumber(`RE${debit}`)).toMatchObject({ paymentType: 'DIRECT_DEBIT', status: 'OPEN' });
    expect(byNumber(`RE${debit}`).paymentReference).toBeUndefined();
    expect(byNumber('RE71010009')).toMatchObject({
      status: 'ENCASH',
      paymentReference: 'RE71010009',
    });
    expect(body.bankTransfer).toEqual({
      recipient: 'Shop24 Direkt GmbH',
      iban: expect.stringMatching(/^DE\d\d( \d{4}){4} \d\d$/),
      bic: expect.any(String),
      bankName: expect.any(String),
    });
    expect(isValidIBAN(electronicFormatIBAN(body.bankTransfer.iban) ?? '')).toBe(true);
  });

  it('answers Swiss customers in CHF, only their own invoices', async () => {
    const luca = await shopper(api, LUCA);
    const { body } = await luca.get('/api/orders/invoices/open?sort=dsc');
    expect(body.currency).toBe('CHF');
    // Francs go to a Swiss account.
    expect(body.bankTransfer.iban).toMatch(/^CH/);
    expect(isValidIBAN(electronicFormatIBAN(body.bankTransfer.iban) ?? '')).toBe(true);
    expect(
      body.invoices.every((i: { invoiceNumber: string }) => i.invoiceNumber.startsWith('RE7301')),
    ).toBe(true);
  });

  it('refuses an unknown sort order and answers 401 without a session', async () => {
    const luca = await shopper(api, LUCA);
    expect(await luca.get('/api/orders/invoices/open?sort=desc')).toMatchObject({ status: 400 });
    expect(await api.request('GET', '/api/orders/invoices/open')).toMatchObject({ status: 401 });
  });
});
