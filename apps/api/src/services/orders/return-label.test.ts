import type { Locale } from '@account/contracts';
import { receiveReturn } from '../../domain/orders/return-order';
import { carriers } from '../../domain/returns/carriers';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { waitForMails } from '../../test/outbox';
import { pdfText } from '../../test/pdf-text';
import { readCodes } from '../../test/read-codes';
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

describe.each(dialects)('GET /api/orders/order/{number}/returns/{code}/label (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  /** The label as the browser downloads it; the body read in full, so no connection stays open. */
  async function download(who: Shopper, locale: Locale, number: string, code: string) {
    const response = await fetch(
      `${api.baseUrl}/api/orders/order/${number}/returns/${code}/label`,
      {
        headers: { cookie: `av_access=${who.cookies.av_access}`, 'x-locale': locale },
      },
    );
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  const storedReturn = (code: string) =>
    api.database.db
      .selectFrom('order_returns')
      .select(['carrier', 'parcel_number'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();

  /** Returns one item of the order (the first unless told); answers the return's code. */
  async function returnFirstItem(who: Shopper, number: string, item = 0): Promise<string> {
    const order = (await who.get(`/api/order-history/order/${number}`)).body;
    const response = await who.post('/api/orders/orders/return', {
      order_id: number,
      items: [order.items[item].id],
    });
    expect(response.status).toBe(200);
    return response.body.returns.at(-1).code;
  }

  it.each([
    { customer: MAX_ORDERS, carrier: carriers.dhl },
    { customer: ANNA, carrier: carriers['post-at'] },
    { customer: LUCA, carrier: carriers['swiss-post'] },
  ])(
    "books $customer.email's return with the shop's carrier and gives its owner the label with that parcel number while the return is open",
    async ({ customer, carrier }) => {
      const who = await shopper(api, customer);
      const number = orderNumber(customer, SEQ.delivered);
      const code = await returnFirstItem(who, number);
      const stored = await storedReturn(code);
      expect(stored.carrier).toBe(carrier.id);
      expect(carrier.parcelNumbers.isValid(stored.parcel_number ?? '')).toBe(true);

      const response = await download(who, customer.locale, number, code);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Ruecksendeschein-${code}.pdf"`,
      );
      const pdf = response.body;
      const text = pdfText(pdf);
      expect(text).toContain(carrier.name);
      expect(text).toContain(
        `Sendungsnummer ${carrier.parcelNumbers.readable(stored.parcel_number!)}`,
      );
      expect(readCodes(pdf).code128).toBe(stored.parcel_number);

      // The confirmation mail names the same carrier and parcel number.
      const [mail] = await waitForMails(api.database.db, customer.email, 'return-confirmation');
      expect(mail?.text).toContain(
        `mit ${carrier.name} unter der Sendungsnummer ${carrier.parcelNumbers.readable(stored.parcel_number!)}`,
      );

      // Once the parcel has arrived, the return is closed and its label gone.
      await receiveReturn(api.database.db, code);
      expect((await download(who, customer.locale, number, code)).status).toBe(404);
    },
  );

  it('gives two returns two parcel numbers, and the same label on every download', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.deliveredRecently);
    const codes = [await returnFirstItem(max, number, 0), await returnFirstItem(max, number, 1)];
    const numbers = await Promise.all(
      codes.map(async (code) => (await storedReturn(code)).parcel_number),
    );
    expect(new Set(numbers).size).toBe(2);
    for (const [index, code] of codes.entries()) {
      const label = await download(max, MAX_ORDERS.locale, number, code);
      expect(readCodes(label.body).code128).toBe(numbers[index]);
    }
  });

  it("answers 404 for someone else's return and for an unknown code, exactly as for no return", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.deliveredRecently);
    const code = await returnFirstItem(anna, number);
    const others = await download(max, MAX_ORDERS.locale, number, code);
    expect(others.status).toBe(404);
    expect(JSON.parse(others.body.toString())).toMatchObject({ errorKey: 'NOT_FOUND' });
    expect((await download(anna, ANNA.locale, number, `${code}9`)).status).toBe(404);
    expect((await download(anna, ANNA.locale, number, code)).status).toBe(200);
  });

  it('books a return registered before parcel numbers when its label is first downloaded, once', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, SEQ.deliveredRecently);
    const code = await returnFirstItem(luca, number);
    await api.database.db
      .updateTable('order_returns')
      .set({ carrier: null, parcel_number: null })
      .where('code', '=', code)
      .execute();
    const labels = await Promise.all(
      [1, 2].map(async () => {
        const response = await download(luca, LUCA.locale, number, code);
        return readCodes(response.body).code128;
      }),
    );
    const stored = await storedReturn(code);
    expect(stored.carrier).toBe('swiss-post');
    expect(labels).toEqual([stored.parcel_number, stored.parcel_number]);
  });
});
