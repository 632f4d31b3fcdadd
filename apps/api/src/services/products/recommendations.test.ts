import { startTestApi, type TestApi } from '../../test/api-harness';
import { LUCA, MAX_ORDERS } from '../../test/order-helpers';
import { customer, type Customer } from '../../test/shopping-helpers';
import { dialects } from '../../test/test-database';

interface Item {
  baseProductNo: string;
  reason: { type: string; category: string | null };
}

describe.each(dialects)('recommendations (%s)', (dialect) => {
  let api: TestApi;
  let max: Customer;
  let luca: Customer;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    max = await customer(api, MAX_ORDERS.email);
    luca = await customer(api, LUCA.email, 'de-CH');
  });
  afterAll(() => api.close());

  const ask = (who: Customer | null, query: string) =>
    who
      ? who.call('GET', `/api/products/recommendations?${query}`)
      : api.request('GET', `/api/products/recommendations?${query}`);
  const numbers = (body: { items: Item[] }) => body.items.map((item) => item.baseProductNo);

  it('gives everyone the same top deals without consent, best deal first', async () => {
    const forMax = await ask(
      max,
      `session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=false&user_id=${max.customerId}&region=hseDE`,
    );
    const forVisitor = await ask(
      null,
      'session_id=ffffffffffffffffffffffffffffffff&tracking_consent=false&region=hseDE',
    );
    expect(forMax.status).toBe(200);
    expect(forMax.body.personalised).toBe(false);
    expect(numbers(forMax.body)).toEqual(numbers(forVisitor.body));
    expect(numbers(forMax.body).slice(0, 3)).toEqual(['400109', '300108', '300101']);
    expect(forMax.body.items.every((item: Item) => item.reason.type === 'TOP_DEAL')).toBe(true);
  });

  it('personalises with consent by the categories a customer viewed and ordered, so two customers differ', async () => {
    const forMax = await ask(
      max,
      `session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=true&user_id=${max.customerId}&region=hseDE&placement=account`,
    );
    const forLuca = await ask(
      luca,
      `session_id=b1b2c3b1b2c3b1b2c3b1b2c3b1b2c3b1&tracking_consent=true&user_id=${luca.customerId}&region=hseCH&placement=account`,
    );
    expect(forMax.body.personalised).toBe(true);
    expect(forLuca.body.personalised).toBe(true);
    expect(numbers(forMax.body).slice(0, 6)).not.toEqual(numbers(forLuca.body).slice(0, 6));
    expect(forMax.body.items[0].reason).toEqual({ type: 'CATEGORY_OF_VIEWS', category: 'kitchen' });
    expect(forLuca.body.items[0].reason).toEqual({
      type: 'CATEGORY_OF_VIEWS',
      category: 'jewellery',
    });
    // Nothing the customer already viewed comes back as a recommendation.
    expect(numbers(forMax.body)).not.toContain('400102');
  });

  it('does not personalise for a user id that is not the logged-in customer', async () => {
    const asVisitor = await ask(
      null,
      `session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=true&user_id=${max.customerId}&region=hseDE`,
    );
    const asLuca = await ask(
      luca,
      `session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=true&user_id=${max.customerId}&region=hseDE`,
    );
    expect(asVisitor.body.personalised).toBe(false);
    expect(asLuca.body.personalised).toBe(false);
  });

  it('answers per region: products not sold in Switzerland are left out of hseCH', async () => {
    const de = await ask(
      null,
      'session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=false&region=hseDE&placement=account',
    );
    const ch = await ask(
      null,
      'session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=false&region=hseCH&placement=account',
    );
    expect(numbers(de.body)).toContain('400109');
    expect(numbers(ch.body)).not.toContain('400109');
    expect(numbers(ch.body)[0]).toBe('300108');
    // Sold out everywhere: never recommended.
    expect(numbers(de.body)).not.toContain('400103');
  });

  it('refuses a malformed session id, consent or region', async () => {
    expect(await ask(null, 'session_id=xyz&tracking_consent=false&region=hseDE')).toMatchObject({
      status: 400,
    });
    expect(
      await ask(
        null,
        'session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=maybe&region=hseDE',
      ),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await ask(
        null,
        'session_id=a1b2c3a1b2c3a1b2c3a1b2c3a1b2c3a1&tracking_consent=false&region=hseFR',
      ),
    ).toMatchObject({
      status: 400,
    });
  });
});
