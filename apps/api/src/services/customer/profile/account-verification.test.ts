import { startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomer } from '../../../test/customer-fixtures';
import { linkOf, mailsTo, waitForMails } from '../../../test/outbox';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('account verification: grant and POST customers/verify (%s)', (dialect) => {
  let api: TestApi;
  let n = 0;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  /** An account created by phone: an address and birth date, one order, no password. */
  async function withoutCredentials() {
    n += 1;
    const email = `telefon.${n}@example.de`;
    const { id } = await insertCustomer(api.database.db, {
      email,
      customer_number: `1066000${n}`,
      street: 'Heidestraße',
      street_number: '17a',
      zip_code: '51147',
      city: 'Köln',
      date_of_birth: '1960-04-01',
    });
    await api.database.db
      .insertInto('orders')
      .values({
        id: `o-${id}`,
        order_number: `7766000${n}`,
        customer_id: id,
        country_code: 'DE',
        currency: 'EUR',
        payment_type: 'INVOICE',
        shipping_costs_cents: 0,
        tracking_variant: 'standard',
        delivery_salutation: null,
        delivery_first_name: 'Test',
        delivery_last_name: 'Kunde',
        delivery_street: 'Heidestraße',
        delivery_street_number: '17a',
        delivery_address_addition: null,
        delivery_zip_code: '51147',
        delivery_city: 'Köln',
        delivery_country_code: 'DE',
        delivery_address_type: 'POSTAL',
        placed_at: Date.now(),
        delivered_at: null,
        cancelled_at: null,
        cancel_reason: null,
        withdrawn_at: null,
        updated_at: Date.now(),
      })
      .execute();
    const check = await api.request(
      'GET',
      `/api/cs/user/check-username?username=${encodeURIComponent(email)}`,
    );
    expect(check).toMatchObject({ status: 409, body: { errorKey: 'NO_CREDENTIALS' } });
    return {
      email,
      orderNumber: `7766000${n}`,
      customerNumber: `1066000${n}`,
      grant: check.body.verificationGrant as string,
    };
  }
  const verify = (body: object, headers: Record<string, string> = {}, cookies = {}) =>
    api.request('POST', '/api/cs/customers/verify', { body, headers, cookies });
  const asGrant = (grant: string) => ({ 'x-verification-grant': grant });

  it('hands out a grant only for an e-mail without credentials', async () => {
    const { grant } = await withoutCredentials();
    expect(grant).toMatch(/^[\w-]{40,}$/);
    const known = await api.request(
      'GET',
      `/api/cs/user/check-username?username=${encodeURIComponent(MAX.email)}`,
    );
    expect(known.body).toEqual({ customerType: 'FULL' });
  });

  it.each([
    [
      'order number',
      (c: { orderNumber: string }) => ({ method: 'ORDER_NUMBER', order_number: c.orderNumber }),
    ],
    [
      'customer number',
      (c: { customerNumber: string }) => ({
        method: 'CUSTOMER_NUMBER',
        customer_number: `00${c.customerNumber}`,
      }),
    ],
    [
      'address plus birth date',
      () => ({
        method: 'ADDRESS',
        street: 'heidestr.',
        street_number: '17 A',
        zip_code: '51147',
        date_of_birth: '1960-04-01',
      }),
    ],
  ])('verifies by %s and mails the set-password link to the stored address', async (_, proof) => {
    const account = await withoutCredentials();
    expect(await verify(proof(account), asGrant(account.grant))).toMatchObject({
      status: 200,
      body: { status: 'VERIFIED' },
    });
    const [mail] = await waitForMails(api.database.db, account.email, 'set-password');
    expect(linkOf(mail!).pathname).toBe('/set-password');
    // The grant is used up.
    expect((await verify(proof(account), asGrant(account.grant))).status).toBe(401);
  });

  it('answers NOT_VERIFIED alike whichever part is wrong and mails nothing', async () => {
    const account = await withoutCredentials();
    const wrong = [
      { method: 'ORDER_NUMBER', order_number: '71010007' },
      { method: 'CUSTOMER_NUMBER', customer_number: MAX.customerNumber },
      {
        method: 'ADDRESS',
        street: 'Heidestraße',
        street_number: '17a',
        zip_code: '51147',
        date_of_birth: '1961-04-01',
      },
    ];
    const answers = [];
    for (const proof of wrong) answers.push(await verify(proof, asGrant(account.grant)));
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { status: 'NOT_VERIFIED' },
      });
    expect(await mailsTo(api.database.db, account.email)).toBe(0);
  });

  it('throttles tries per account: the sixth try in an hour is refused even when right', async () => {
    const account = await withoutCredentials();
    for (let i = 0; i < 5; i += 1)
      await verify({ method: 'ORDER_NUMBER', order_number: `9${i}` }, asGrant(account.grant));
    const right = await verify(
      { method: 'ORDER_NUMBER', order_number: account.orderNumber },
      asGrant(account.grant),
    );
    expect(right).toMatchObject({ status: 429, body: { errorKey: 'TOO_MANY_REQUESTS' } });
  });

  it('refuses without a grant or session, and with a grant of another purpose', async () => {
    const proof = { method: 'CUSTOMER_NUMBER', customer_number: MAX.customerNumber };
    expect((await verify(proof)).status).toBe(401);
    expect((await verify(proof, asGrant('ausgedacht'))).status).toBe(401);
  });

  it('accepts a logged-in customer and mails nothing to an account with a password', async () => {
    const cookies = await loginAs(api, MAX.email);
    const before = await mailsTo(api.database.db, MAX.email);
    expect(
      await verify({ method: 'CUSTOMER_NUMBER', customer_number: MAX.customerNumber }, {}, cookies),
    ).toMatchObject({ status: 200, body: { status: 'VERIFIED' } });
    expect(await mailsTo(api.database.db, MAX.email)).toBe(before);
  });

  it('refuses a malformed proof', async () => {
    const account = await withoutCredentials();
    expect((await verify({ method: 'ADDRESS', street: 'x' }, asGrant(account.grant))).status).toBe(
      400,
    );
  });
});
