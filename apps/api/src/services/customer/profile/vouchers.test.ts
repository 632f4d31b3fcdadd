import { randomUUID } from 'node:crypto';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomerWithPassword } from '../../../test/profile-fixtures';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects)('GET user/vouchers (%s)', (dialect) => {
  let api: TestApi;
  let n = 0;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  /** A customer whose latest order was placed `orderDaysAgo` days ago (none when null). */
  async function customer(orderDaysAgo: number | null, country: 'DE' | 'CH' = 'DE') {
    n += 1;
    const email = `gutschein.${n}@example.de`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `1055000${n}`,
      country_code: country,
    });
    if (orderDaysAgo !== null) {
      const placedAt = Date.now() - orderDaysAgo * DAY;
      await api.database.db
        .insertInto('orders')
        .values({
          id: randomUUID(),
          order_number: `7755000${n}`,
          customer_id: id,
          country_code: country,
          currency: country === 'CH' ? 'CHF' : 'EUR',
          payment_type: 'INVOICE',
          shipping_costs_cents: 0,
          tracking_variant: 'standard',
          delivery_salutation: null,
          delivery_first_name: 'T',
          delivery_last_name: 'K',
          delivery_street: 'Weg',
          delivery_street_number: '1',
          delivery_address_addition: null,
          delivery_zip_code: '10115',
          delivery_city: 'Berlin',
          delivery_country_code: country,
          delivery_address_type: 'POSTAL',
          placed_at: placedAt,
          delivered_at: null,
          cancelled_at: null,
          cancel_reason: null,
          withdrawn_at: null,
          updated_at: placedAt,
        })
        .execute();
    }
    const locale = country === 'CH' ? 'de-CH' : 'de-DE';
    const response = await api.request('POST', '/api/cs/user/login', {
      body: { username: email, password: 'Kastanien-im-Oktober', stay_logged_in: false },
      locale,
    });
    return { id, cookies: { av_access: response.setCookies.av_access!.value } };
  }
  const vouchers = async (cookies: Record<string, string>) =>
    api.request('GET', '/api/cs/user/vouchers', { cookies });

  it('gives a customer without orders the 10 € welcome voucher, once', async () => {
    const { cookies } = await customer(null);
    const first = await vouchers(cookies);
    expect(first.status).toBe(200);
    expect(first.body.vouchers).toEqual([
      {
        code: expect.stringMatching(/^WILLKOMMEN-[A-Z2-9]{8}$/),
        type: 'VALUE',
        value: 1000,
        currency: 'EUR',
        minimumOrderValue: 3000,
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        welcome: true,
      },
    ]);
    expect((await vouchers(cookies)).body).toEqual(first.body);
  });

  it('gives the Swiss customer 10 CHF', async () => {
    const { cookies } = await customer(null, 'CH');
    expect((await vouchers(cookies)).body.vouchers[0]).toMatchObject({
      value: 1000,
      currency: 'CHF',
    });
  });

  it('gives none to a customer whose last order is 1 year 364 days old', async () => {
    const { cookies } = await customer(729);
    expect((await vouchers(cookies)).body).toEqual({ vouchers: [] });
  });

  it('counts a customer whose last order is over two years old as new', async () => {
    const { cookies } = await customer(731);
    expect((await vouchers(cookies)).body.vouchers).toHaveLength(1);
  });

  it('gives no welcome voucher to a demo customer who ordered today', async () => {
    const cookies = await loginAs(api, MAX.email);
    const { body } = await vouchers(cookies);
    expect(body.vouchers.length).toBeGreaterThan(0);
    expect(body.vouchers.filter((voucher: { welcome: boolean }) => voucher.welcome)).toEqual([]);
  });

  it('lists every type, leaves out redeemed and expired ones, welcome voucher first', async () => {
    const { id, cookies } = await customer(null);
    const base = {
      customer_id: id,
      currency: 'EUR' as const,
      minimum_order_cents: null,
      welcome: 0,
      redeemed_at: null,
      created_at: Date.now(),
    };
    await api.database.db
      .insertInto('vouchers')
      .values([
        {
          ...base,
          id: randomUUID(),
          code: `PROZENT-${n}`,
          type: 'PERCENTAGE',
          value: 15,
          valid_until: '2099-01-31',
        },
        {
          ...base,
          id: randomUUID(),
          code: `VERSAND-${n}`,
          type: 'FREE_SHIPPING',
          value: null,
          valid_until: '2099-01-01',
        },
        {
          ...base,
          id: randomUUID(),
          code: `ALT-${n}`,
          type: 'VALUE',
          value: 500,
          valid_until: '2020-01-01',
        },
        {
          ...base,
          id: randomUUID(),
          code: `WEG-${n}`,
          type: 'VALUE',
          value: 500,
          valid_until: '2099-01-01',
          redeemed_at: Date.now(),
        },
      ])
      .execute();
    const list = (await vouchers(cookies)).body.vouchers as Array<{ code: string; type: string }>;
    expect(list.map((voucher) => voucher.type)).toEqual(['VALUE', 'FREE_SHIPPING', 'PERCENTAGE']);
  });

  it('needs a session', async () => {
    expect((await vouchers({})).status).toBe(401);
  });
});
