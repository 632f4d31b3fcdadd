import { startTestApi, type TestApi } from '../../../test/api-harness';
import { LUCA, MAX_ORDERS } from '../../../test/order-helpers';
import { mailsTo, waitForMails } from '../../../test/outbox';
import { customer, type Customer } from '../../../test/shopping-helpers';
import { dialects } from '../../../test/test-database';

/** Sold out on the demo wishlists: Max's wrap dress (DE), Luca's moisture masks (CH). */
const DRESS = '500103';
const REMINDER = '/api/cs/wishlist/stock-reminder';

const reminderOf = async (shopper: Customer, baseProductNo: string) => {
  const { body } = await shopper.call('GET', '/api/cs/wishlist');
  const items = body.items as Array<{ baseProductNo: string; stockReminder: string | null }>;
  return items.find((item) => item.baseProductNo === baseProductNo)?.stockReminder;
};

describe.each(dialects)('stock reminders from the wishlist (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it("mails the double opt-in to the customer's own address; the wishlist shows it pending, then confirmed", async () => {
    const max = await customer(api, MAX_ORDERS.email);
    expect(await reminderOf(max, DRESS)).toBeNull();
    expect(await max.call('POST', REMINDER, { base_product_no: DRESS })).toMatchObject({
      status: 200,
      body: { stockReminder: 'PENDING' },
    });
    expect(await reminderOf(max, DRESS)).toBe('PENDING');
    expect(await reminderOf(max, '100002')).toBeNull();

    const [mail] = await waitForMails(api.database.db, MAX_ORDERS.email, 'stock-reminder-doi');
    expect(mail!.subject).toContain('Jersey-Kleid mit Wickeloptik');
    const confirm = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(confirm.pathname).toBe('/stock-reminder/confirm-doi');
    expect(
      await api.request('POST', '/api/newsletter/stock-reminders/confirm', {
        body: { token: confirm.searchParams.get('token') },
      }),
    ).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
    expect(await reminderOf(max, DRESS)).toBe('CONFIRMED');

    // Asked again once confirmed: it stays so, and no second mail goes out.
    const mailsBefore = await mailsTo(api.database.db, MAX_ORDERS.email);
    expect(await max.call('POST', REMINDER, { base_product_no: DRESS })).toMatchObject({
      status: 200,
      body: { stockReminder: 'CONFIRMED' },
    });
    expect(await mailsTo(api.database.db, MAX_ORDERS.email)).toBe(mailsBefore);
  });

  it('cancels a confirmed reminder, logged as withdrawn in the shop; cancelling again changes nothing', async () => {
    const max = await customer(api, MAX_ORDERS.email);
    expect(await reminderOf(max, DRESS)).toBe('CONFIRMED');
    expect((await max.call('DELETE', `${REMINDER}?base_product_no=${DRESS}`)).status).toBe(204);
    expect(await reminderOf(max, DRESS)).toBeNull();
    const withdrawn = await api.database.db
      .selectFrom('consent_log')
      .innerJoin('customers', 'customers.id', 'consent_log.customer_id')
      .select(['topic', 'change', 'source', 'detail'])
      .where('customers.email', '=', MAX_ORDERS.email)
      .where('change', '=', 'WITHDRAWN')
      .execute();
    expect(withdrawn).toEqual([
      {
        topic: 'STOCK_REMINDERS',
        change: 'WITHDRAWN',
        source: 'SHOP',
        detail: 'Jersey-Kleid mit Wickeloptik',
      },
    ]);
    expect((await max.call('DELETE', `${REMINDER}?base_product_no=${DRESS}`)).status).toBe(204);
  });

  it('cancels a pending reminder: its mailed confirm link then confirms nothing', async () => {
    const luca = await customer(api, LUCA.email, LUCA.locale);
    const { body } = await luca.call('GET', '/api/cs/wishlist');
    const soldOut = (
      body.items as Array<{ baseProductNo: string; variant: { status: string } }>
    ).find((item) => item.variant.status === 'SOLD_OUT')!.baseProductNo;
    expect((await luca.call('POST', REMINDER, { base_product_no: soldOut })).status).toBe(200);
    const [mail] = await waitForMails(api.database.db, LUCA.email, 'stock-reminder-doi');
    expect(mail!.subject).not.toContain('ß');
    expect((await luca.call('DELETE', `${REMINDER}?base_product_no=${soldOut}`)).status).toBe(204);
    const confirm = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(
      await api.request('POST', '/api/newsletter/stock-reminders/confirm', {
        body: { token: confirm.searchParams.get('token') },
      }),
    ).toMatchObject({ body: { status: 'UNSUBSCRIBED' } });
    expect(await reminderOf(luca, soldOut)).toBeNull();
  });

  it('answers 404 for a product not on the own wishlist, 400 for a malformed one, 401 without session', async () => {
    const max = await customer(api, MAX_ORDERS.email);
    // On Luca's wishlist, not on Max's.
    expect((await max.call('POST', REMINDER, { base_product_no: '300105' })).status).toBe(404);
    expect((await max.call('DELETE', `${REMINDER}?base_product_no=300105`)).status).toBe(404);
    expect((await max.call('POST', REMINDER, { base_product_no: 'Kleid' })).status).toBe(400);
    expect((await api.request('POST', REMINDER, { body: { base_product_no: DRESS } })).status).toBe(
      401,
    );
  });
});
