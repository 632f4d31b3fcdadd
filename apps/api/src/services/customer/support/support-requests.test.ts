import { SUPPORT_MESSAGE_MAX } from '@account/contracts';
import type { OutgoingMail } from '../../../mail/mailer';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { LUCA, MAX_ORDERS, orderNumber, shopper } from '../../../test/order-helpers';
import { waitForMails } from '../../../test/outbox';
import { dialects } from '../../../test/test-database';

const MESSAGE = 'Mein Paket ist beschädigt angekommen. Was kann ich tun?';

describe.each(dialects)('user/support-requests (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('stores the request, mails the service address with Reply-To and confirms to the customer', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const order = orderNumber(MAX_ORDERS, 3);
    const { status, body } = await max.post('/api/cs/user/support-requests', {
      topic: 'delivery',
      order_number: order,
      message: `  ${MESSAGE}  `,
      email: 'max.mustermann@example.de',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ topic: 'delivery', orderNumber: order, message: MESSAGE });

    const [toService] = await waitForMails(
      api.database.db,
      'kundenservice@shop24direkt.de',
      'support-request',
    );
    expect(toService!.subject).toBe('Kundenanfrage Lieferung – Kundennummer 10012345');
    expect(toService!.text).toContain(MESSAGE);
    expect(toService!.text).toContain(`Bestellung: ${order}`);
    const [confirmation] = await waitForMails(
      api.database.db,
      'max.mustermann@example.de',
      'support-request-confirmation',
    );
    expect(confirmation!.text).toContain(MESSAGE);
  });

  it('mails Swiss requests to the Swiss service address, confirmation without ß', async () => {
    const luca = await shopper(api, LUCA);
    const { status } = await luca.post('/api/cs/user/support-requests', {
      topic: 'other',
      message: MESSAGE,
      email: 'luca.meier@example.ch',
    });
    expect(status).toBe(201);
    await waitForMails(api.database.db, 'kundenservice@shop24direkt.ch', 'support-request');
    const [confirmation] = await waitForMails(
      api.database.db,
      'luca.meier@example.ch',
      'support-request-confirmation',
    );
    expect(confirmation!.text).toContain('Freundliche Grüsse');
    expect(confirmation!.text.replace(MESSAGE, '')).not.toContain('ß');
  });

  it('takes accessibility feedback as a topic of its own and names it in the mail subject', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const { status, body } = await max.post('/api/cs/user/support-requests', {
      topic: 'accessibility',
      message: 'Die Fehlermeldung wird vom Screenreader nicht vorgelesen.',
      email: 'max.mustermann@example.de',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ topic: 'accessibility' });
    // The first test's request went to the same service address: this one is the second.
    const mails = await waitForMails(
      api.database.db,
      'kundenservice@shop24direkt.de',
      'support-request',
      2,
    );
    expect(mails.map((mail) => mail.subject)).toContain(
      'Kundenanfrage Barrierefreiheit – Kundennummer 10012345',
    );
  });

  it('shows each customer only their own requests', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const luca = await shopper(api, LUCA);
    const { body: created } = await max.post('/api/cs/user/support-requests', {
      topic: 'payment',
      message: MESSAGE,
      email: 'max.mustermann@example.de',
    });
    expect((await max.get(`/api/cs/user/support-requests/${created.id}`)).status).toBe(200);
    expect(await luca.get(`/api/cs/user/support-requests/${created.id}`)).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
    const lucas = (await luca.get('/api/cs/user/support-requests')).body.requests;
    expect(lucas.map((r: { id: string }) => r.id)).not.toContain(created.id);
    expect(lucas.every((r: { email: string }) => r.email === 'luca.meier@example.ch')).toBe(true);
    const maxs = (await max.get('/api/cs/user/support-requests')).body.requests;
    expect(maxs[0].id).toBe(created.id);
  });

  it('refuses an order number of another customer', async () => {
    const luca = await shopper(api, LUCA);
    expect(
      await luca.post('/api/cs/user/support-requests', {
        topic: 'order',
        order_number: orderNumber(MAX_ORDERS, 1),
        message: MESSAGE,
        email: 'luca.meier@example.ch',
      }),
    ).toMatchObject({
      status: 400,
      body: { errorKey: 'INVALID_SUPPORT_REQUEST', detail: 'orderNumber' },
    });
  });

  it('refuses header injection in the e-mail, oversized and empty messages, and unknown fields', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const send = (body: object) =>
      max.post('/api/cs/user/support-requests', {
        topic: 'other',
        message: MESSAGE,
        email: 'max.mustermann@example.de',
        ...body,
      });
    for (const email of [
      'max.mustermann@example.de\r\nBcc: victim@example.org',
      'max.mustermann@example.de\nSubject: hi',
      'a@example.de,victim@example.org',
      'Max <max.mustermann@example.de>',
      'no-address',
    ]) {
      expect(await send({ email })).toMatchObject({
        status: 400,
        body: { errorKey: 'EMAIL_INVALID' },
      });
    }
    for (const message of [
      'zu kurz',
      'x'.repeat(SUPPORT_MESSAGE_MAX + 1),
      `Hallo\u0000Welt 123`,
      // A right-to-left override and a zero-width space: the text would read otherwise than it is.
      `Bitte erstatten Sie \u202E€ 001\u202C sofort`,
      `Meine neue IBAN: DE02\u200B1203 0000 0000 2020 51`,
    ]) {
      expect(await send({ message })).toMatchObject({
        status: 400,
        body: { errorKey: 'INVALID_SUPPORT_REQUEST', detail: 'message' },
      });
    }
    expect((await send({ message: 'ä'.repeat(9000) })).status).toBe(413);
    expect((await send({ topic: 'gossip' })).status).toBe(400);
    expect((await send({ bcc: 'victim@example.org' })).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect(
      await api.request('POST', '/api/cs/user/support-requests', {
        body: { topic: 'other', message: MESSAGE, email: 'max.mustermann@example.de' },
      }),
    ).toMatchObject({ status: 401 });
  });
});

describe.each(dialects)('support requests: whom the mails go to (%s)', (dialect) => {
  it('mails the copy with the message only to the account address; the typed one is Reply-To of the service mail', async () => {
    const sent: OutgoingMail[] = [];
    const recording = { send: jest.fn(async (mail: OutgoingMail) => void sent.push(mail)) };
    const api = await startTestApi(dialect, { mailer: recording });
    try {
      const max = await shopper(api, MAX_ORDERS);
      const { status } = await max.post('/api/cs/user/support-requests', {
        topic: 'account',
        message: 'Ihr Konto wird gesperrt: https://phish.example.org/login',
        email: 'opfer@example.org',
      });
      expect(status).toBe(201);
      await api.drainOutbox();
      const byKind = [...sent].sort((a, b) => a.kind.localeCompare(b.kind));
      expect(byKind.map(({ to, replyTo, kind }) => ({ to, replyTo, kind }))).toEqual([
        {
          to: 'kundenservice@shop24direkt.de',
          replyTo: 'opfer@example.org',
          kind: 'support-request',
        },
        {
          to: 'max.mustermann@example.de',
          replyTo: undefined,
          kind: 'support-request-confirmation',
        },
      ]);
    } finally {
      await api.close();
    }
  });
});

describe.each(dialects)('support requests: limits and failed mails (%s)', (dialect) => {
  it('keeps the request and its mails when sending fails, and limits five requests per hour', async () => {
    const failing = { send: jest.fn(async () => Promise.reject(new Error('SMTP down'))) };
    const api = await startTestApi(dialect, { mailer: failing });
    try {
      const max = await shopper(api, MAX_ORDERS);
      const send = () =>
        max.post('/api/cs/user/support-requests', {
          topic: 'other',
          message: MESSAGE,
          email: 'max.mustermann@example.de',
        });
      for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
      await api.drainOutbox();
      expect(failing.send).toHaveBeenCalledTimes(10);
      const stored = await api.database.db.selectFrom('support_requests').selectAll().execute();
      expect(stored).toHaveLength(5);
      expect(stored.every((row) => row.message === MESSAGE)).toBe(true);
      // Each mail waits in the outbox for its next attempt (mail/outbox.test.ts sends them later).
      const waiting = await api.database.db
        .selectFrom('outgoing_mails')
        .select(['attempts', 'sent_at'])
        .execute();
      expect(waiting).toHaveLength(10);
      expect(waiting.every((mail) => mail.attempts === 1 && mail.sent_at === null)).toBe(true);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
    } finally {
      await api.close();
    }
  });
});
