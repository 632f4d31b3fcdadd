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

  it('answers Swiss customers in CHF, only their own invoices', async () => {
    const luca = await shopper(api, LUCA);
    const { body } = await luca.get('/api/orders/invoices/open?sort=dsc');
    expect(body.currency).toBe('CHF');
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
