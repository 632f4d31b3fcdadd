import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { saveBankDetails } from '../../../domain/payment/bank-details';
import { switchConsent } from '../../../domain/privacy/privacy-centre';
import { startTestApi, testConfig, type TestApi } from '../../../test/api-harness';
import { download, requestExportToken } from '../../../test/data-export-helpers';
import { dataExportSchema } from '../../../test/data-export-schema';
import { enqueueMail } from '../../../mail/outbox';
import { linkOf, waitForMails } from '../../../test/outbox';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';
import { pdfText } from '../../../test/pdf-text';
import { readZip, readZipBytes } from '../../../test/zip-reader';

const iso = (epochMs: number | null) =>
  epochMs === null ? null : new Date(Number(epochMs)).toISOString();
const ANNA = 'anna.huber@example.at';
const LUCA = 'luca.meier@example.ch';

describe.each(dialects)('data export (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  async function exportOf(email: string) {
    const cookies = await loginAs(api, email, {
      locale: email.endsWith('.ch') ? 'de-CH' : email.endsWith('.at') ? 'de-AT' : 'de-DE',
    });
    const token = await requestExportToken(api, cookies, email);
    const response = await download(api, cookies, token);
    expect(response.status).toBe(200);
    const zip = Buffer.from(await response.arrayBuffer());
    return { response, files: await readZip(zip), bytes: await readZipBytes(zip) };
  }

  it("holds the demo customer's data row by row as the database has it, as JSON and CSV", async () => {
    const db = api.database.db;
    const iban = 'DE89370400440532013000';
    const demo = await db
      .selectFrom('customers')
      .selectAll()
      .where('email_normalized', '=', MAX.email)
      .executeTakeFirstOrThrow();
    const { id } = demo;
    const config = testConfig(api.database);
    await saveBankDetails(db, config.bankDetailsKey, id, {
      accountHolder: 'Max Mustermann',
      iban,
      bankName: 'Commerzbank',
    });
    // A privacy centre change (preferences and their consent log entries) and a passkey.
    const switchedAt = Date.parse('2026-11-20T09:00:00.000Z');
    await switchConsent({ db, config }, demo, 'PERSONALISED_RECOMMENDATIONS', false, switchedAt);
    await switchConsent({ db, config }, demo, 'TRACKING', true, switchedAt + 60_000);
    const passkey = {
      id: randomUUID(),
      customer_id: id,
      credential_id: 'Y3JlZGVudGlhbC1pZC1vZi1tYXg',
      user_handle: 'dXNlci1oYW5kbGUtb2YtbWF4',
      public_key: 'cHVibGljLWtleS1vZi1tYXgtcGFzc2tleQ',
      counter: 7,
      transports: JSON.stringify(['internal', 'hybrid']),
      device_type: 'multiDevice',
      backed_up: 1,
      rp_id: 'localhost',
      name: 'iPhone von Max',
      created_at: Date.parse('2026-11-21T10:00:00.000Z'),
      last_used_at: Date.parse('2026-11-22T11:30:00.000Z'),
    };
    await db.insertInto('passkeys').values(passkey).execute();
    // A mail still waiting for the relay (issue 33): its link works, its body stays out.
    await enqueueMail(db, {
      to: MAX.email,
      subject: 'Ihr Anmeldelink',
      text: 'https://www.example.de/login/magic?token=noch-gueltiger-link',
      kind: 'magic-link',
    });
    const { response, files, bytes } = await exportOf(MAX.email);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meine-daten-10012345-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect([...files.keys()]).toEqual([
      'customer.json',
      'orders.json',
      'invoices.json',
      'orders.csv',
      'invoices.csv',
      'Zusammenfassung.pdf',
    ]);
    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .where('email_normalized', '=', MAX.email)
      .executeTakeFirstOrThrow();
    const data = JSON.parse(files.get('customer.json')!);
    // Every JSON file as documented (docs/data-export.schema.json, no field more or less).
    const schema = dataExportSchema();
    expect(schema.customer(data)).toEqual([]);
    expect(schema.orders(JSON.parse(files.get('orders.json')!))).toEqual([]);
    expect(schema.invoices(JSON.parse(files.get('invoices.json')!))).toEqual([]);
    expect(data.formatVersion).toBe(3);
    // What the outbox keeps of the mails to the customer, never a body (issue 33).
    expect(data.mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: MAX.email, kind: 'magic-link', subject: 'Ihr Anmeldelink' }),
        expect.objectContaining({ to: MAX.email, kind: 'data-export' }),
      ]),
    );
    for (const file of files.values()) expect(file).not.toContain('noch-gueltiger-link');
    expect(data.profile).toMatchObject({
      customerNumber: customer.customer_number,
      email: customer.email,
      firstName: customer.first_name,
      lastName: customer.last_name,
      dateOfBirth: customer.date_of_birth,
      createdAt: iso(customer.created_at),
    });

    const delivery = await db
      .selectFrom('delivery_addresses')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .where('is_deleted', '=', 0)
      .orderBy('created_at')
      .execute();
    expect(delivery.length).toBeGreaterThan(0);
    expect(
      data.deliveryAddresses.map((a: Record<string, unknown>) => [a.street, a.zipCode, a.city]),
    ).toEqual(delivery.map((a) => [a.street, a.zip_code, a.city]));

    // Payment details as the account shows them: the IBAN masked, never in full.
    expect(data.payment.bankDetails).toMatchObject({
      accountHolder: 'Max Mustermann',
      maskedIban: expect.stringMatching(/3000$/),
    });
    for (const file of files.values()) expect(file).not.toContain(iban);
    expect(JSON.stringify(data)).not.toContain(customer.password_hash);

    const wishlist = await db
      .selectFrom('wishlist_items')
      .select(['sku', 'state'])
      .where('customer_id', '=', customer.id)
      .orderBy('added_at')
      .orderBy('sku')
      .execute();
    expect(data.wishlist.map((w: { sku: string; state: string }) => [w.sku, w.state])).toEqual(
      wishlist.map((w) => [w.sku, w.state]),
    );
    const follows = await db
      .selectFrom('creator_follows')
      .select(['creator_id'])
      .where('customer_id', '=', customer.id)
      .orderBy('followed_at')
      .execute();
    expect(data.followedCreators.map((f: { creatorId: string }) => f.creatorId)).toEqual(
      follows.map((f) => f.creator_id),
    );
    const sessions = await db
      .selectFrom('sessions')
      .select('created_at')
      .where('customer_id', '=', customer.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(data.sessions.map((s: { startedAt: string }) => s.startedAt)).toEqual(
      sessions.map((s) => iso(s.created_at)),
    );
    const logins = await db
      .selectFrom('login_events')
      .select(['occurred_at', 'succeeded'])
      .where('customer_id', '=', customer.id)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
    expect(logins.length).toBeGreaterThan(0);
    expect(
      data.loginHistory.map((l: { occurredAt: string; succeeded: boolean }) => [
        l.occurredAt,
        l.succeeded,
      ]),
    ).toEqual(logins.map((l) => [iso(l.occurred_at), Number(l.succeeded) === 1]));

    const preferences = await db
      .selectFrom('privacy_preferences')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(data.consents.privacyPreferences).toEqual({
      personalisedRecommendations: Number(preferences.personalised_recommendations) === 1,
      tracking: Number(preferences.tracking) === 1,
      updatedAt: iso(preferences.updated_at),
    });
    expect(data.consents.privacyPreferences).toMatchObject({
      personalisedRecommendations: false,
      tracking: true,
    });
    const consentLog = await db
      .selectFrom('consent_log')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
    expect(consentLog.length).toBeGreaterThanOrEqual(2);
    expect(data.consents.log).toEqual(
      consentLog.map((entry) => ({
        occurredAt: iso(entry.occurred_at),
        topic: entry.topic,
        change: entry.change,
        source: entry.source,
        detail: entry.detail,
      })),
    );
    expect(data.consents.log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          occurredAt: '2026-11-20T09:00:00.000Z',
          topic: 'PERSONALISED_RECOMMENDATIONS',
          change: 'WITHDRAWN',
          source: 'PRIVACY_CENTRE',
        }),
        expect.objectContaining({
          occurredAt: '2026-11-20T09:01:00.000Z',
          topic: 'TRACKING',
          change: 'GRANTED',
          source: 'PRIVACY_CENTRE',
        }),
      ]),
    );
    const passkeys = await db
      .selectFrom('passkeys')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(passkeys).toHaveLength(1);
    expect(data.passkeys).toEqual(
      passkeys.map((p) => ({
        name: p.name,
        createdAt: iso(p.created_at),
        lastUsedAt: iso(p.last_used_at),
        deviceType: p.device_type === 'multiDevice' ? 'MULTI_DEVICE' : 'SINGLE_DEVICE',
        backedUp: Number(p.backed_up) === 1,
        relyingPartyId: p.rp_id,
      })),
    );
    // A passkey's login material stays out of every file.
    for (const file of files.values())
      for (const secret of [passkey.credential_id, passkey.user_handle, passkey.public_key])
        expect(file).not.toContain(secret);

    // Orders: every order with every item, in the database's order.
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .orderBy('placed_at')
      .orderBy('id')
      .execute();
    expect(orders.length).toBeGreaterThan(0);
    const exportedOrders = JSON.parse(files.get('orders.json')!);
    expect(exportedOrders).toHaveLength(orders.length);
    // The readable summary names the customer, the privacy centre's changes with their day and
    // every order (issue 39, point 7).
    const summary = pdfText(bytes.get('Zusammenfassung.pdf')!).replace(/\s+/g, ' ');
    expect(summary).toContain('Max Mustermann');
    expect(summary).toContain(customer.customer_number);
    expect(summary).toContain('Persönliche Empfehlungen widerrufen 20.11.2026');
    expect(summary).toContain('Tracking erteilt 20.11.2026');
    for (const order of orders) expect(summary).toContain(order.order_number);
    const csvRows: string[][] = [];
    let refundsSeen = 0;
    for (const [index, order] of orders.entries()) {
      const exported = exportedOrders[index];
      expect(exported).toMatchObject({
        orderNumber: order.order_number,
        currency: order.currency,
        paymentType: order.payment_type,
        placedAt: iso(order.placed_at),
        deliveredAt: iso(order.delivered_at),
        shippingCostsCents: order.shipping_costs_cents,
        deliveryAddress: { street: order.delivery_street, city: order.delivery_city },
      });
      const items = await db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', order.id)
        .orderBy('position')
        .orderBy('id')
        .execute();
      expect(exported.items).toEqual(
        items.map((item) => ({
          position: item.position,
          sku: item.sku,
          baseProductNo: item.base_product_no,
          title: item.title,
          quantity: item.quantity,
          singlePriceCents: item.single_price_cents,
          vatRatePercent: item.vat_rate_basis_points / 100,
          status: item.status,
          returnedAt: iso(item.returned_at),
          returnReason: item.return_reason ?? null,
        })),
      );
      const returns = await db
        .selectFrom('order_returns')
        .select('code')
        .where('order_id', '=', order.id)
        .orderBy('registered_at')
        .orderBy('id')
        .execute();
      expect(exported.returns.map((r: { code: string }) => r.code)).toEqual(
        returns.map((r) => r.code),
      );
      const refunds = await db
        .selectFrom('order_refunds')
        .leftJoin('order_returns', 'order_returns.id', 'order_refunds.return_id')
        .select(['order_returns.code', 'order_refunds.method', 'order_refunds.issued_at'])
        .where('order_refunds.order_id', '=', order.id)
        .orderBy('order_refunds.created_at')
        .orderBy('order_refunds.id')
        .execute();
      expect(exported.refunds).toEqual(
        refunds.map((refund) =>
          expect.objectContaining({
            returnCode: refund.code,
            method: refund.method,
            issuedAt: iso(refund.issued_at),
          }),
        ),
      );
      refundsSeen += refunds.length;
      for (const item of items)
        csvRows.push([
          order.order_number,
          iso(order.placed_at)!,
          String(item.position),
          item.sku,
          item.title,
          String(item.quantity),
          (item.single_price_cents / 100).toFixed(2).replace('.', ','),
          order.currency,
          String(item.vat_rate_basis_points / 100),
          item.status,
          order.payment_type,
        ]);
    }
    // The demo customer's refunds (issue 40) are all in it: not an empty list passing by default.
    expect(refundsSeen).toBeGreaterThan(0);
    const ordersCsv = files.get('orders.csv')!;
    expect(ordersCsv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(ordersCsv, { bom: true, delimiter: ';' }) as string[][];
    expect(header![0]).toBe('Bestellnummer');
    expect(rows).toEqual(csvRows);

    const invoices = await db
      .selectFrom('invoices')
      .leftJoin('orders', 'orders.id', 'invoices.order_id')
      .select([
        'invoices.invoice_number',
        'orders.order_number',
        'invoices.amount_cents',
        'invoices.open_amount_cents',
        'invoices.due_date',
        'invoices.created_at',
      ])
      .where('invoices.customer_id', '=', customer.id)
      .orderBy('invoices.created_at')
      .orderBy('invoices.id')
      .execute();
    expect(invoices.length).toBeGreaterThan(0);
    expect(
      JSON.parse(files.get('invoices.json')!).map((i: Record<string, unknown>) => [
        i.invoiceNumber,
        i.orderNumber,
        i.amountCents,
        i.openAmountCents,
        i.dueDate,
      ]),
    ).toEqual(
      invoices.map((i) => [
        i.invoice_number,
        i.order_number,
        i.amount_cents,
        i.open_amount_cents,
        i.due_date,
      ]),
    );
    // Each credit note beside the invoice it credits (issue 39).
    const creditNotes = await db
      .selectFrom('credit_notes')
      .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
      .select([
        'invoices.invoice_number',
        'credit_notes.credit_note_number',
        'credit_notes.amount_cents',
      ])
      .where('credit_notes.customer_id', '=', customer.id)
      .orderBy('credit_notes.credit_note_number')
      .execute();
    // The demo order 71010009, partly returned, has one.
    expect(creditNotes.length).toBeGreaterThan(0);
    expect(
      JSON.parse(files.get('invoices.json')!)
        .flatMap((i: { invoiceNumber: string; creditNotes: Array<Record<string, unknown>> }) =>
          i.creditNotes.map((note) => [i.invoiceNumber, note.creditNoteNumber, note.amountCents]),
        )
        .sort((a: string[], b: string[]) => a[1]!.localeCompare(b[1]!)),
    ).toEqual(
      creditNotes.map((note) => [
        note.invoice_number,
        note.credit_note_number,
        Number(note.amount_cents),
      ]),
    );
    const [, ...invoiceRows] = parse(files.get('invoices.csv')!, {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(invoiceRows.map((row) => [row[0], row[1], row[3], row[6]])).toEqual(
      invoices.map((i) => [
        i.invoice_number,
        i.order_number ?? '',
        (i.amount_cents / 100).toFixed(2).replace('.', ','),
        i.due_date,
      ]),
    );
  });

  it('writes Swiss amounts with a decimal point and mails in Swiss spelling', async () => {
    const { files } = await exportOf(LUCA);
    const [, first] = parse(files.get('invoices.csv')!, {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(first![3]).toMatch(/^\d+\.\d{2}$/);
    expect(first![5]).toBe('CHF');
    const [mail] = await waitForMails(api.database.db, LUCA, 'data-export');
    expect(mail!.text).not.toContain('ß');
    expect(linkOf(mail!).origin).toBe('http://ch.localhost:3000');
    expect(linkOf(mail!).pathname).toBe('/data-export');
  });

  it('mails a link that downloads once, and only in the session of the customer it was mailed to', async () => {
    const cookies = await loginAs(api, ANNA, { locale: 'de-AT' });
    const token = await requestExportToken(api, cookies, ANNA);
    const [mail] = await waitForMails(api.database.db, ANNA, 'data-export');
    expect(mail!.subject).toBe('Ihre Datenauskunft steht bereit');
    expect(linkOf(mail!).origin).toBe('http://at.localhost:3000');

    // Without a session: 401, and the link stays live.
    const anonymous = await fetch(
      `${api.baseUrl}/api/cs/user/data-export/download?token=${token}`,
      { headers: { 'x-client-id': 'account-view' } },
    );
    expect(anonymous.status).toBe(401);
    await anonymous.arrayBuffer();
    // Another customer's session: 404 like an unknown link, and the link stays live.
    const other = await loginAs(api, MAX.email);
    const foreign = await download(api, other, token);
    expect(foreign.status).toBe(404);
    await foreign.arrayBuffer();

    const first = await download(api, cookies, token);
    expect(first.status).toBe(200);
    expect((await readZip(Buffer.from(await first.arrayBuffer()))).get('customer.json')).toContain(
      ANNA,
    );
    const again = await download(api, cookies, token);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ errorKey: 'NOT_FOUND' });
  });

  it('refuses an expired link', async () => {
    const cookies = await loginAs(api, ANNA, { locale: 'de-AT' });
    const token = await requestExportToken(api, cookies, ANNA, 2);
    await api.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('purpose', '=', 'data-export')
      .execute();
    const expired = await download(api, cookies, token);
    expect(expired.status).toBe(404);
    await expired.arrayBuffer();
  });

  it('tells the page where the latest request stands', async () => {
    const cookies = await loginAs(api, LUCA, { locale: 'de-CH' });
    const requested = await api.request('POST', '/api/cs/user/data-export', { cookies });
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ status: 'REQUESTED', mailedAt: null });
    await api.drainDataExports();
    const state = await api.request('GET', '/api/cs/user/data-export', { cookies });
    expect(state.body).toMatchObject({ status: 'MAILED', mailedAt: expect.any(String) });
  });
});
