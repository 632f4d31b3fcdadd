import type { Locale } from '@account/contracts';
import { DEMO_PASSWORD } from '../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { waitForMails } from '../../test/outbox';
import { loginAs } from '../../test/session-helpers';
import { dialects } from '../../test/test-database';
import { STEP_UP_WINDOW_MS } from '../../auth/step-up';

const MAX = { email: 'max.mustermann@example.de', locale: 'de-DE' as Locale };
const ANNA = { email: 'anna.huber@example.at', locale: 'de-AT' as Locale };
const LUCA = { email: 'luca.meier@example.ch', locale: 'de-CH' as Locale };
const ERIKA = { email: 'erika.viel@example.de', locale: 'de-DE' as Locale };

const ANNA_IBAN = 'AT792011100012345678';
const MAX_IBAN = 'DE89370400440532013000';

describe.each(dialects)('payment service (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  /** A logged-in demo customer; `loggedInMinutesAgo` moves the session's login into the past. */
  async function customer(who: { email: string; locale: Locale }, loggedInMinutesAgo = 0) {
    const cookies = {
      av_access: (await loginAs(api, who.email, { locale: who.locale })).av_access,
    };
    if (loggedInMinutesAgo > 0) {
      const row = await api.database.db
        .selectFrom('sessions')
        .innerJoin('customers', 'customers.id', 'sessions.customer_id')
        .select(['sessions.id'])
        .where('customers.email', '=', who.email)
        .orderBy('sessions.created_at', 'desc')
        .executeTakeFirstOrThrow();
      await api.database.db
        .updateTable('sessions')
        .set({ authenticated_at: Date.now() - loggedInMinutesAgo * 60_000 })
        .where('id', '=', row.id)
        .execute();
    }
    const call = (method: string, path: string, body?: unknown) =>
      api.request(method, `/api/payment/${path}`, { cookies, locale: who.locale, body });
    return {
      call,
      loginState: () =>
        api.request('GET', '/api/cs/user/login-state', { cookies, locale: who.locale }),
    };
  }

  const mailsTo = async (email: string) => {
    await api.drainOutbox();
    return api.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('kind', '=', 'bank-details-changed')
      .execute();
  };

  it('lists invoice, direct debit and PayPal with the preferred one; Ratenkauf only by contract', async () => {
    const max = await customer(MAX);
    expect((await max.call('GET', 'user/payment-methods')).body).toEqual({
      paymentMethods: [
        { method: 'INVOICE', preferable: true },
        { method: 'DIRECT_DEBIT', preferable: true },
        { method: 'PAYPAL', preferable: false },
      ],
      preferredPaymentMethod: 'INVOICE',
    });
    const erika = await customer(ERIKA);
    expect((await erika.call('GET', 'user/payment-methods')).body.paymentMethods).toContainEqual({
      method: 'INSTALLMENT',
      preferable: false,
    });
  });

  it('lists a method the shop no longer offers as INVALID_METHOD', async () => {
    const luca = await customer(LUCA);
    const { id } = await api.database.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', LUCA.email)
      .executeTakeFirstOrThrow();
    await api.database.db
      .insertInto('customer_payment_methods')
      .values({ customer_id: id, method: 'CREDIT_CARD', created_at: Date.now() })
      .execute();
    expect((await luca.call('GET', 'user/payment-methods')).body.paymentMethods).toContainEqual({
      method: 'INVALID_METHOD',
      preferable: false,
    });
    expect(
      await luca.call('PATCH', 'user/preferred-payment', {
        preferred_payment_method: 'INVALID_METHOD',
      }),
    ).toMatchObject({ status: 409, body: { errorKey: 'PAYMENT_METHOD_NOT_PREFERABLE' } });
  });

  it('never makes Ratenkauf or PayPal preferred, and direct debit only with bank details', async () => {
    const erika = await customer(ERIKA);
    for (const method of ['INSTALLMENT', 'PAYPAL'])
      expect(
        await erika.call('PATCH', 'user/preferred-payment', { preferred_payment_method: method }),
      ).toMatchObject({ status: 409, body: { errorKey: 'PAYMENT_METHOD_NOT_PREFERABLE' } });
    expect(
      await erika.call('PATCH', 'user/preferred-payment', { preferred_payment_method: 'CASH' }),
    ).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
    expect(
      await erika.call('PATCH', 'user/preferred-payment', {
        preferred_payment_method: 'DIRECT_DEBIT',
      }),
    ).toMatchObject({ status: 409, body: { errorKey: 'BANK_DETAILS_REQUIRED' } });
    expect((await erika.loginState()).body.preferredPaymentMethod).toBe('INVOICE');
  });

  it('sets the preferred payment method, which the logged-in user carries', async () => {
    const anna = await customer(ANNA);
    expect((await anna.loginState()).body.preferredPaymentMethod).toBe('DIRECT_DEBIT');
    const answer = await anna.call('PATCH', 'user/preferred-payment', {
      preferred_payment_method: 'INVOICE',
    });
    expect(answer).toMatchObject({ status: 200, body: { preferredPaymentMethod: 'INVOICE' } });
    expect((await anna.loginState()).body.preferredPaymentMethod).toBe('INVOICE');
    await anna.call('PATCH', 'user/preferred-payment', {
      preferred_payment_method: 'DIRECT_DEBIT',
    });
    expect((await anna.loginState()).body.preferredPaymentMethod).toBe('DIRECT_DEBIT');
  });

  it('answers bank details with holder, bank name and the IBAN masked but its last four', async () => {
    const anna = await customer(ANNA);
    const answer = await anna.call('GET', 'user/banking-details');
    expect(answer).toMatchObject({
      status: 200,
      body: {
        bankDetails: {
          accountHolder: 'Anna Huber',
          bankName: 'Erste Bank der oesterreichischen Sparkassen AG',
          maskedIban: '****************5678',
        },
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain('20111000');
  });

  it('keeps holder and IBAN encrypted at rest', async () => {
    const rows = await api.database.db.selectFrom('bank_details').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toMatch(/AT79|2011100012345678|Anna Huber/);
    }
  });

  it('validates an IBAN against the shop country pattern and its checksum, answering it masked', async () => {
    const max = await customer(MAX);
    expect(
      await max.call('POST', 'iban/validation', { iban: 'de89 3704 0044 0532 0130 00' }),
    ).toEqual(
      expect.objectContaining({
        status: 200,
        body: { bankName: 'Commerzbank', bic: 'COBADEFFXXX', maskedIban: '******************3000' },
      }),
    );
    for (const iban of ['DE89370400440532013001', ANNA_IBAN, 'DE8937040044053201300'])
      expect(await max.call('POST', 'iban/validation', { iban })).toMatchObject({
        status: 400,
        body: { errorKey: 'IBAN_INVALID' },
      });
    const luca = await customer(LUCA);
    expect(
      (await luca.call('POST', 'iban/validation', { iban: 'CH78 0900 0000 0123 4567 8' })).body,
    ).toEqual({
      bankName: 'PostFinance AG',
      bic: 'POFICHBEXXX',
      maskedIban: '*****************5678',
    });
    expect(
      await api.request('POST', '/api/payment/iban/validation', { body: { iban: MAX_IBAN } }),
    ).toMatchObject({ status: 401 });
  });

  it('saves bank details of a fresh login, masked, and mails the notice; other customers see nothing of it', async () => {
    const max = await customer(MAX);
    const saved = await max.call('POST', 'user/banking-details', {
      account_holder: 'Max Mustermann',
      iban: 'de89 3704 0044 0532 0130 00',
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        bankDetails: {
          accountHolder: 'Max Mustermann',
          bankName: 'Commerzbank',
          maskedIban: '******************3000',
        },
      },
    });
    expect(JSON.stringify(saved.body)).not.toContain('37040044');
    const [mail] = await waitForMails(api.database.db, MAX.email, 'bank-details-changed');
    expect(mail?.subject).toBe('Ihre Bankverbindung wurde geändert');
    expect(mail?.text).toContain('IBAN endet auf 3000');
    expect(mail?.text).not.toContain('37040044');
    expect(mail?.text).toContain('http://de.localhost:3000/payment-methods');

    const luca = await customer(LUCA);
    expect((await luca.call('GET', 'user/banking-details')).body).toEqual({ bankDetails: null });

    await max.call('PATCH', 'user/preferred-payment', { preferred_payment_method: 'DIRECT_DEBIT' });
    expect((await max.loginState()).body.preferredPaymentMethod).toBe('DIRECT_DEBIT');
  });

  it('refuses an invalid IBAN or a missing account holder and keeps what was saved', async () => {
    const max = await customer(MAX);
    const before = (await max.call('GET', 'user/banking-details')).body;
    expect(
      await max.call('POST', 'user/banking-details', {
        account_holder: 'Max Mustermann',
        iban: 'DE89370400440532013001',
      }),
    ).toMatchObject({ status: 400, body: { errorKey: 'IBAN_INVALID' } });
    expect(
      await max.call('POST', 'user/banking-details', { account_holder: '  ', iban: MAX_IBAN }),
    ).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
    expect((await max.call('GET', 'user/banking-details')).body).toEqual(before);
  });

  it('asks for the password again when the login is older than 15 minutes', async () => {
    expect(STEP_UP_WINDOW_MS).toBe(15 * 60_000);
    const anna = await customer(ANNA, 16);
    const mailsBefore = (await mailsTo(ANNA.email)).length;
    const change = { account_holder: 'Anna Huber', iban: 'AT61 1904 3002 3457 3201' };
    expect(await anna.call('POST', 'user/banking-details', change)).toMatchObject({
      status: 403,
      body: { errorKey: 'PASSWORD_REQUIRED' },
    });
    expect(
      await anna.call('POST', 'user/banking-details', { ...change, password: 'Falsch2026!' }),
    ).toMatchObject({ status: 403, body: { errorKey: 'NOT_AUTHORIZED' } });
    expect(await anna.call('DELETE', 'user/banking-details')).toMatchObject({
      status: 403,
      body: { errorKey: 'PASSWORD_REQUIRED' },
    });
    expect((await anna.call('GET', 'user/banking-details')).body.bankDetails.maskedIban).toBe(
      '****************5678',
    );
    expect(await mailsTo(ANNA.email)).toHaveLength(mailsBefore);

    const changed = await anna.call('POST', 'user/banking-details', {
      ...change,
      password: DEMO_PASSWORD,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { bankDetails: { bankName: null, maskedIban: '****************3201' } },
    });
    expect(await mailsTo(ANNA.email)).toHaveLength(mailsBefore + 1);
  });

  it('deletes bank details once, falls back to invoice, mails the notice, and answers a repeat alike', async () => {
    const anna = await customer(ANNA, 20);
    const mailsBefore = (await mailsTo(ANNA.email)).length;
    expect(
      await anna.call('DELETE', 'user/banking-details', { password: DEMO_PASSWORD }),
    ).toMatchObject({ status: 200, body: { bankDetails: null } });
    expect((await anna.loginState()).body.preferredPaymentMethod).toBe('INVOICE');
    const mails = await mailsTo(ANNA.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.text_body).toContain('die Bankverbindung gelöscht');

    expect(await anna.call('DELETE', 'user/banking-details')).toMatchObject({
      status: 200,
      body: { bankDetails: null },
    });
    expect(await mailsTo(ANNA.email)).toHaveLength(mailsBefore + 1);
  });

  it('needs a logged-in customer for every call', async () => {
    for (const [method, path] of [
      ['GET', 'user/payment-methods'],
      ['PATCH', 'user/preferred-payment'],
      ['GET', 'user/banking-details'],
      ['POST', 'user/banking-details'],
      ['DELETE', 'user/banking-details'],
    ] as const)
      expect(
        (await api.request(method, `/api/payment/${path}`, method === 'GET' ? {} : { body: {} }))
          .status,
      ).toBe(401);
  });

  it.each([
    // Banks the hand-written excerpt before issue 24 did not list: they had no name.
    [MAX, 'DE61 7605 0101 0012 3456 78', 'Sparkasse Nürnberg', 'SSKNDE77XXX'],
    [ANNA, 'AT22 3800 0000 0123 4567', 'Raiffeisen-Landesbank Steiermark AG', 'RZSTAT2GXXX'],
    [LUCA, 'CH24 0079 0016 1234 5678 9', 'Berner Kantonalbank AG', 'KBBECH22XXX'],
  ])('names the bank of any listed bank code (case %#)', async (who, iban, bankName, bic) => {
    const session = await customer(who);
    expect((await session.call('POST', 'iban/validation', { iban })).body).toMatchObject({
      bankName,
      bic,
    });
    const saved = await session.call('POST', 'user/banking-details', {
      account_holder: 'Kim Beispiel',
      iban,
      password: DEMO_PASSWORD,
    });
    expect(saved).toMatchObject({ status: 200, body: { bankDetails: { bankName } } });
    expect((await session.call('GET', 'user/banking-details')).body).toMatchObject({
      bankDetails: { bankName },
    });
  });
});
