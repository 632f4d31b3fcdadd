import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { waitForMails } from '../../../test/outbox';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('POST user/delete-account (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const deleteAccount = (cookies: Record<string, string>, password: string) =>
    api.request('POST', '/api/cs/user/delete-account', { cookies, body: { password } });
  const login = (username: string, locale: 'de-DE' | 'de-AT' = 'de-DE') =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password: DEMO_PASSWORD, stay_logged_in: false },
      locale,
    });
  const maxRow = () =>
    db().selectFrom('customers').selectAll().where('id', '=', maxId).executeTakeFirstOrThrow();
  let maxId = '';

  beforeAll(async () => {
    const row = await db()
      .selectFrom('customers')
      .select('id')
      .where('email_normalized', '=', MAX.email)
      .executeTakeFirstOrThrow();
    maxId = row.id;
    // Data of every kind this branch stores besides sessions: a linked provider, a kept answer, a link.
    await db()
      .insertInto('social_logins')
      .values({
        id: randomUUID(),
        provider: 'GOOGLE',
        subject: 'g-max',
        customer_id: maxId,
        created_at: Date.now(),
      })
      .execute();
    await db()
      .insertInto('idempotency_keys')
      .values({
        owner: `customer:${maxId}`,
        customer_id: maxId,
        idempotency_key: 'k1',
        request_hash: 'h',
        status_code: 200,
        response_body: '{"name":"Max Mustermann"}',
        created_at: Date.now(),
      })
      .execute();
    await api.request('POST', '/api/cs/user/magic-link', {
      body: { username: MAX.email, source: 'MY_ACCOUNT' },
    });
  });

  it('answers 403 for a wrong password and deletes nothing', async () => {
    const cookies = await loginAs(api, 'anna.huber@example.at', { locale: 'de-AT' });
    expect(await deleteAccount(cookies, 'falsches-passwort')).toMatchObject({
      status: 403,
      body: { errorKey: 'NOT_AUTHORIZED' },
    });
    expect((await login('anna.huber@example.at', 'de-AT')).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await deleteAccount({}, DEMO_PASSWORD)).status).toBe(401);
  });

  describe('after Max deleted his account', () => {
    const ordersBefore = { orders: 0, invoices: 0 };
    beforeAll(async () => {
      ordersBefore.orders = (
        await db().selectFrom('orders').select('id').where('customer_id', '=', maxId).execute()
      ).length;
      ordersBefore.invoices = (
        await db().selectFrom('invoices').select('id').where('customer_id', '=', maxId).execute()
      ).length;
      const other = await loginAs(api, MAX.email);
      const cookies = await loginAs(api, MAX.email);
      const response = await deleteAccount(cookies, DEMO_PASSWORD);
      expect(response).toMatchObject({ status: 200, body: {} });
      // The answer ends this browser's session too.
      expect(response.setCookies.av_access?.attributes['max-age']).toBe('0');
      // …and what the browser cached of the account, as logout does.
      expect(response.headers.get('clear-site-data')).toBe('"cache"');
      expect(
        (await api.request('GET', '/api/cs/user/login-state', { cookies: other })).status,
      ).toBe(401);
    });

    it('refuses the old login by e-mail and by customer number', async () => {
      expect((await login(MAX.email)).status).toBe(403);
      expect((await login(MAX.customerNumber)).status).toBe(403);
      const check = await api.request(
        'GET',
        `/api/cs/user/check-username?username=${encodeURIComponent(MAX.email)}`,
      );
      expect(check.status).toBe(404);
    });

    it('erases the personal data of the account row', async () => {
      const row = await maxRow();
      expect(row).toMatchObject({
        password_hash: null,
        first_name: '',
        last_name: '',
        salutation: null,
        phone_number: null,
        date_of_birth: null,
        street: null,
        zip_code: null,
        city: null,
        preferred_payment_method: null,
      });
      expect(row.erased_at).not.toBeNull();
      expect(JSON.stringify(row)).not.toMatch(/mustermann|10012345/i);
    });

    it('erases sessions, links, linked providers and kept answers', async () => {
      for (const table of [
        'sessions',
        'one_time_tokens',
        'social_logins',
        'idempotency_keys',
      ] as const) {
        const rows = await db()
          .selectFrom(table)
          .select('customer_id')
          .where('customer_id', '=', maxId)
          .execute();
        expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
      }
    });

    it('keeps orders and invoices with the anonymised account as owner', async () => {
      const orders = await db()
        .selectFrom('orders')
        .select('id')
        .where('customer_id', '=', maxId)
        .execute();
      const invoices = await db()
        .selectFrom('invoices')
        .select('id')
        .where('customer_id', '=', maxId)
        .execute();
      expect(ordersBefore.orders).toBeGreaterThan(0);
      expect(orders).toHaveLength(ordersBefore.orders);
      expect(invoices).toHaveLength(ordersBefore.invoices);
      expect((await maxRow()).customer_id).toMatch(/^erased-/);
    });

    it('mails the old address that the account is gone', async () => {
      const [mail] = await waitForMails(db(), MAX.email, 'account-deleted');
      expect(mail!.subject).toBe('Ihr Kundenkonto wurde gelöscht');
    });

    it('lets the e-mail register again', async () => {
      const response = await api.request('POST', '/api/cs/user/create-account', {
        body: {
          first_name: 'Max',
          last_name: 'Mustermann',
          street: 'Lindenweg',
          street_number: '3',
          zip_code: '50667',
          city: 'Köln',
          date_of_birth: '1980-01-01',
          email: MAX.email,
          password: 'Ein-ganz-neues-Konto',
        },
      });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ email: MAX.email });
    });
  });
});
