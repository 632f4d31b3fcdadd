import { randomUUID } from 'node:crypto';
import { shopDate, shopDateAfter, shopTimeZone } from '@account/contracts';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomerWithPassword, PROFILE_PASSWORD } from '../../../test/profile-fixtures';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';
import { runsAtShopNoon } from '../../../test/shop-noon';

const LUCA = 'luca.meier@example.ch';

interface Listed {
  code: string;
  type: string;
  currency: string;
  state: string;
  redeemedAt: string | null;
  validUntil: string;
}

describe.each(dialects)('GET user/vouchers/all (%s)', (dialect) => {
  runsAtShopNoon();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const allOf = async (cookies: Record<string, string>) => {
    const response = await api.request('GET', '/api/cs/user/vouchers/all', { cookies });
    expect(response.status).toBe(200);
    return response.body.vouchers as Listed[];
  };

  it('lists every demo voucher: usable ones soonest first, then the redeemed and the expired one', async () => {
    const vouchers = await allOf(await loginAs(api, MAX.email));
    expect(vouchers.map((voucher) => [voucher.code.replace(/-\w+$/, ''), voucher.state])).toEqual([
      ['VERSANDFREI', 'USABLE'],
      ['HERBST', 'USABLE'],
      ['TREUE', 'USABLE'],
      ['SOMMER', 'REDEEMED'],
      ['FRUEHLING', 'EXPIRED'],
    ]);
    expect(vouchers.every((voucher) => voucher.currency === 'EUR')).toBe(true);
    const redeemed = vouchers.find((voucher) => voucher.state === 'REDEEMED')!;
    expect(Date.parse(redeemed.redeemedAt!)).toBeLessThan(Date.now());
    expect(vouchers.filter((voucher) => voucher.redeemedAt !== null)).toEqual([redeemed]);
  });

  it('keeps the live list to the usable ones', async () => {
    const cookies = await loginAs(api, MAX.email);
    const live = await api.request('GET', '/api/cs/user/vouchers', { cookies });
    const usable = (await allOf(cookies)).filter((voucher) => voucher.state === 'USABLE');
    expect((live.body.vouchers as Listed[]).map((voucher) => voucher.code).sort()).toEqual(
      usable.map((voucher) => voucher.code).sort(),
    );
  });

  it('gives the Swiss customer his own codes in CHF', async () => {
    const max = await allOf(await loginAs(api, MAX.email));
    const luca = await allOf(await loginAs(api, LUCA, { locale: 'de-CH' }));
    expect(luca).toHaveLength(5);
    expect(luca.every((voucher) => voucher.currency === 'CHF')).toBe(true);
    const maxCodes = new Set(max.map((voucher) => voucher.code));
    expect(luca.some((voucher) => maxCodes.has(voucher.code))).toBe(false);
  });

  it("counts the last day as usable until the shop's day is over, and a new customer's welcome voucher too", async () => {
    const email = `alle.gutscheine.${dialect}@example.at`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: dialect === 'sqlite' ? '20660001' : '20660002',
      country_code: 'AT',
    });
    const zone = shopTimeZone.AT;
    const today = shopDate(new Date(), zone);
    const base = {
      customer_id: id,
      type: 'VALUE' as const,
      value: 500,
      currency: 'EUR' as const,
      minimum_order_cents: null,
      welcome: 0,
      redeemed_at: null,
      created_at: Date.now(),
    };
    await api.database.db
      .insertInto('vouchers')
      .values([
        { ...base, id: randomUUID(), code: `HEUTE-${dialect}`, valid_until: today },
        {
          ...base,
          id: randomUUID(),
          code: `GESTERN-${dialect}`,
          valid_until: shopDateAfter(new Date(), -1, zone),
        },
      ])
      .execute();
    const login = await api.request('POST', '/api/cs/user/login', {
      body: { username: email, password: PROFILE_PASSWORD, stay_logged_in: false },
      locale: 'de-AT',
    });
    const vouchers = await allOf({ av_access: login.setCookies.av_access!.value });
    expect(
      vouchers.map((voucher) => [voucher.code.replace(/-[A-Z2-9]{8}$/, ''), voucher.state]),
    ).toEqual([
      [`HEUTE-${dialect}`, 'USABLE'],
      ['WILLKOMMEN', 'USABLE'],
      [`GESTERN-${dialect}`, 'EXPIRED'],
    ]);
  });

  it('needs a session', async () => {
    expect((await api.request('GET', '/api/cs/user/vouchers/all')).status).toBe(401);
  });
});
