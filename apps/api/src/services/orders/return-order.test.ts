import { receiveReturn } from '../../domain/orders/return-order';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { waitForMails } from '../../test/outbox';
import { pdfText } from '../../test/pdf-text';
import { ANNA, LUCA, MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('POST /api/orders/orders/return (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('announces the return of chosen items as "returnRegistered", credits the invoice only when the parcel arrives, and answers 409 to the same return again', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.delivered);
    const order = (await max.get(`/api/order-history/order/${number}`)).body;
    const openBefore = (await max.get('/api/orders/invoices/open')).body;
    const pans = order.items[0].id;

    // An old client: item ids only, no quantity, no reason.
    const response = await max.post('/api/orders/orders/return', {
      order_id: number,
      items: [pans],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'returnRegistered', returnedOrder: true });
    expect(response.body.items.map((i: { status: string }) => i.status)).toEqual([
      'returnRegistered',
      'delivered',
      'delivered',
    ]);
    expect(response.body.returns).toEqual([
      {
        code: `R${number}-1`,
        registeredAt: expect.any(String),
        receivedAt: null,
        reason: null,
        itemIds: [pans],
        itemReasons: [],
      },
    ]);
    expect((await max.get('/api/orders/invoices/open')).body.balance).toBeCloseTo(
      openBefore.balance,
      2,
    );

    expect(
      await max.post('/api/orders/orders/return', { order_id: number, items: [pans] }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_ALREADY_RETURNED' },
    });

    expect(await receiveReturn(api.database.db, `R${number}-1`)).toBe(true);
    expect(await receiveReturn(api.database.db, `R${number}-1`)).toBe(false);
    const received = (await max.get(`/api/order-history/order/${number}`)).body;
    expect(received.status).toBe('partiallyReturned');
    expect(received.returns[0].receivedAt).toEqual(expect.any(String));
    expect((await max.get('/api/orders/invoices/open')).body.balance).toBeCloseTo(
      openBefore.balance - 89.99,
      2,
    );

    const rest = order.items.slice(1).map((i: { id: string }) => i.id);
    const second = await max.post('/api/orders/orders/return', { order_id: number, items: rest });
    expect(second.body.status).toBe('returnRegistered');
    await receiveReturn(api.database.db, `R${number}-2`);
    expect((await max.get(`/api/order-history/order/${number}`)).body.status).toBe('returned');
    expect((await max.get('/api/cs/user/personal-details')).body).toMatchObject({
      totalOrders: 12,
      totalReturnedOrders: 3,
    });
  });

  it('returns part of a line: 1 of 2 pillows is split off with its quantity and the reason', async () => {
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.delivered);
    const order = (await anna.get(`/api/order-history/order/${number}`)).body;
    const pillow = order.items[1];
    expect(pillow.quantity).toBe(2);

    expect(
      await anna.post('/api/orders/orders/return', {
        order_id: number,
        items: [{ id: pillow.id, quantity: 3 }],
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await anna.post('/api/orders/orders/return', {
        order_id: number,
        items: [pillow.id, { id: pillow.id, quantity: 1 }],
      }),
    ).toMatchObject({ status: 400 });

    const response = await anna.post('/api/orders/orders/return', {
      order_id: number,
      items: [{ id: pillow.id, quantity: 1 }],
      reason: 'DOES_NOT_FIT',
    });
    expect(response.status).toBe(200);
    const lines = response.body.items.map(
      (i: { title: string; quantity: number; status: string }) => [i.title, i.quantity, i.status],
    );
    expect(lines).toEqual([
      [order.items[0].title, 1, 'delivered'],
      [pillow.title, 1, 'delivered'],
      [order.items[2].title, 1, 'delivered'],
      [pillow.title, 1, 'returnRegistered'],
    ]);
    // The single reason of a client before issue 40 stands for the item.
    expect(response.body.returns[0]).toMatchObject({
      reason: 'DOES_NOT_FIT',
      itemReasons: [{ itemId: response.body.items[3].id, reason: 'DOES_NOT_FIT' }],
    });
    expect(response.body.returns[0].itemIds).toEqual([response.body.items[3].id]);
    // The order's amounts do not change by splitting a line.
    expect(response.body.total).toBeCloseTo(order.total, 2);

    // The other pillow can follow later, by id alone.
    const second = await anna.post('/api/orders/orders/return', {
      order_id: number,
      items: [pillow.id],
    });
    expect(
      second.body.items.filter((i: { status: string }) => i.status === 'returnRegistered'),
    ).toHaveLength(2);
  });

  it('mails the confirmation naming the chosen items, with the return label as PDF', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, SEQ.delivered);
    const order = (await luca.get(`/api/order-history/order/${number}`)).body;
    const pillow = order.items[1];
    await luca.post('/api/orders/orders/return', {
      order_id: number,
      items: [{ id: pillow.id, quantity: 1 }],
    });

    const [mail] = await waitForMails(api.database.db, LUCA.email, 'return-confirmation');
    expect(mail?.subject).toBe(`Ihre Rücksendung zur Bestellung ${number}: Ihr Rücksendeschein`);
    expect(mail?.text).toContain(`- 1 × ${pillow.title} (Art.-Nr. ${pillow.sku})`);
    expect(mail?.text).not.toContain(order.items[0].title);
    expect(mail?.text).toContain(`Rücksendecode R${number}-1`);
    expect(mail?.text).toContain('Industriestrasse 8\n8604 Volketswil');
    expect(mail?.text).not.toContain('ß');

    const [listed] = (await api.request('GET', `/api/dev/mails?to=${LUCA.email}`)).body;
    expect(listed.attachments).toEqual([
      {
        filename: `Ruecksendeschein-R${number}-1.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
        url: expect.stringMatching(/^mails\/.+\/attachments\/0$/),
      },
    ]);
    const download = await fetch(`${api.baseUrl}/api/dev/${listed.attachments[0].url}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await download.arrayBuffer()));
    expect(text).toContain('Rücksendeschein');
    expect(text).toContain(`R${number}-1`);
    expect(text).toContain('Retourenzentrum Schweiz');
    expect(text).toContain(`1 × ${pillow.title}`);
    expect(text).toContain('Luca Meier');
  });

  it('lets exactly one of 10 parallel returns of the same item succeed', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, SEQ.deliveredRecently);
    const item = (await luca.get(`/api/order-history/order/${number}`)).body.items[0].id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        luca.post('/api/orders/orders/return', { order_id: number, items: [item] }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('answers 409 ORDER_NOT_RETURNABLE for items not delivered yet', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.inDelivery);
    const item = (await max.get(`/api/order-history/order/${number}`)).body.items[0].id;
    expect(
      await max.post('/api/orders/orders/return', { order_id: number, items: [item] }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_NOT_RETURNABLE' },
    });
  });

  it('accepts a return on the 30th day after delivery and answers 409 ORDER_NOT_RETURNABLE from the 31st', async () => {
    const anna = await shopper(api, ANNA);
    const DAY = 86_400_000;
    const deliveredDaysAgo = async (seq: number, days: number) => {
      const number = orderNumber(ANNA, seq);
      await api.database.db
        .updateTable('orders')
        .set({ delivered_at: Date.now() - days * DAY })
        .where('order_number', '=', number)
        .execute();
      return (await anna.get(`/api/order-history/order/${number}`)).body;
    };
    const late = await deliveredDaysAgo(SEQ.delivered, 31);
    expect(late.returnPeriod).toMatchObject({ possible: false });
    expect(
      await anna.post('/api/orders/orders/return', {
        order_id: late.number,
        items: [late.items[0].id],
      }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_NOT_RETURNABLE' },
    });
    const lastDay = await deliveredDaysAgo(SEQ.deliveredRecently, 30);
    expect(lastDay.returnPeriod).toMatchObject({
      possible: true,
      until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(
      (
        await anna.post('/api/orders/orders/return', {
          order_id: lastDay.number,
          items: [lastDay.items[0].id],
        })
      ).status,
    ).toBe(200);
  });

  it("answers 404 for another customer's order, 400 without items or with an item of another order", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const luca = await shopper(api, LUCA);
    const lucasOrder = (
      await luca.get(`/api/order-history/order/${orderNumber(LUCA, SEQ.delivered)}`)
    ).body;
    expect(
      await max.post('/api/orders/orders/return', {
        order_id: lucasOrder.number,
        items: [lucasOrder.items[0].id],
      }),
    ).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
    expect((await luca.get(`/api/order-history/order/${lucasOrder.number}`)).body.items).toEqual(
      lucasOrder.items,
    );
    const own = orderNumber(MAX_ORDERS, SEQ.deliveredRecently);
    expect(await max.post('/api/orders/orders/return', { order_id: own, items: [] })).toMatchObject(
      { status: 400 },
    );
    expect(
      await max.post('/api/orders/orders/return', {
        order_id: own,
        items: [lucasOrder.items[0].id],
      }),
    ).toMatchObject({ status: 400 });
  });
});
