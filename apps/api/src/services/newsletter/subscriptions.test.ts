import { linkOf, mailsTo, tokenOf, waitForMails } from '../../test/outbox';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';

describe.each(dialects)('newsletter service (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  let counter = 0;
  const freshAddress = () => `leserin.${counter++}.${dialect}@example.de`;

  const subscribe = (email: string, locale: 'de-DE' | 'de-CH' = 'de-DE') =>
    api.request('POST', '/api/newsletter/subscriptions', { body: { email }, locale });
  const confirm = (token: string) =>
    api.request('POST', '/api/newsletter/subscriptions/confirm', { body: { token } });
  const stored = (email: string) =>
    api.database.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email_normalized', '=', email)
      .executeTakeFirst();

  /** Signs up and confirms; returns the subscription id of the first issue's cancel link. */
  async function confirmedSubscription(email: string): Promise<string> {
    expect((await subscribe(email)).status).toBe(202);
    const [doi] = await waitForMails(api.database.db, email, 'newsletter-doi');
    expect((await confirm(tokenOf(doi!))).status).toBe(200);
    const [issue] = await waitForMails(api.database.db, email, 'newsletter');
    return linkOf(issue!).searchParams.get('id')!;
  }

  it('signs up pending, mails a confirm link to the confirmation page, and confirms with it once', async () => {
    const email = freshAddress();
    expect(await subscribe(email)).toMatchObject({ status: 202, body: {} });
    const [doi] = await waitForMails(api.database.db, email, 'newsletter-doi');
    const link = linkOf(doi!);
    expect(`${link.origin}${link.pathname}`).toBe(
      'http://de.localhost:3000/newsletter/confirmation',
    );
    expect(doi!.text).toContain('24 Stunden');
    expect((await stored(email))?.status).toBe('PENDING');

    expect((await confirm(tokenOf(doi!))).status).toBe(200);
    expect(await stored(email)).toMatchObject({ status: 'CONFIRMED', frequency: null });
    expect(await confirm(tokenOf(doi!))).toMatchObject({
      status: 410,
      body: { errorKey: 'TOKEN_INVALID' },
    });
  });

  it('refuses an expired confirm link and one of another purpose', async () => {
    const email = freshAddress();
    await subscribe(email);
    const [doi] = await waitForMails(api.database.db, email, 'newsletter-doi');
    await api.database.db
      .updateTable('doi_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await confirm(tokenOf(doi!))).status).toBe(410);
    expect((await stored(email))?.status).toBe('PENDING');

    await api.request('POST', '/api/newsletter/stock-reminders', {
      body: { email, base_product_no: '100001' },
    });
    const [reminder] = await waitForMails(api.database.db, email, 'stock-reminder-doi');
    expect((await confirm(tokenOf(reminder!))).status).toBe(410);
    expect((await stored(email))?.status).toBe('PENDING');
  });

  it('only the newest confirm link counts', async () => {
    const email = freshAddress();
    await subscribe(email);
    await waitForMails(api.database.db, email, 'newsletter-doi', 1);
    await subscribe(email);
    const [newest, older] = await waitForMails(api.database.db, email, 'newsletter-doi', 2);
    expect((await confirm(tokenOf(older!))).status).toBe(410);
    expect((await confirm(tokenOf(newest!))).status).toBe(200);
  });

  it('mails a confirmed address nothing more when it signs up again', async () => {
    const email = freshAddress();
    await confirmedSubscription(email);
    const before = await mailsTo(api.database.db, email);
    expect((await subscribe(email)).status).toBe(202);
    expect(await mailsTo(api.database.db, email)).toBe(before);
  });

  it('mails Swiss subscribers to the Swiss shop without "ß"', async () => {
    const email = freshAddress();
    await subscribe(email, 'de-CH');
    const [doi] = await waitForMails(api.database.db, email, 'newsletter-doi');
    expect(linkOf(doi!).origin).toBe('http://ch.localhost:3000');
    expect(`${doi!.subject}${doi!.text}`).not.toContain('ß');
  });

  it('sends issues with RFC 8058 one-click headers and an absolute cancel link', async () => {
    const email = freshAddress();
    const id = await confirmedSubscription(email);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await api.drainOutbox();
    const row = await api.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'newsletter')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.headers!)).toEqual({
      'List-Unsubscribe': `<http://de.localhost:3000/api/newsletter/subscription/${id}/one-click>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const cancel = linkOf({ subject: '', kind: '', text: row.text_body });
    expect(`${cancel.origin}${cancel.pathname}`).toBe(
      'http://de.localhost:3000/newsletter/cancelSubscription',
    );
  });

  it('reads, reduces to weekly and deletes a subscription by its id', async () => {
    const email = freshAddress();
    const id = await confirmedSubscription(email);
    expect(await api.request('GET', `/api/newsletter/subscription/${id}`)).toMatchObject({
      status: 200,
      body: { id, email, frequency: null },
    });
    const put = await api.request('PUT', `/api/newsletter/subscription/${id}`, {
      body: { frequency: 'WEEKLY' },
    });
    expect(put).toMatchObject({ status: 200, body: { frequency: 'WEEKLY' } });
    expect((await stored(email))?.frequency).toBe('WEEKLY');

    expect(
      (
        await api.request('PUT', `/api/newsletter/subscription/${id}`, {
          body: { frequency: 'DAILY' },
        })
      ).status,
    ).toBe(400);

    expect((await api.request('DELETE', `/api/newsletter/subscription/${id}`)).status).toBe(200);
    expect((await stored(email))?.status).toBe('UNSUBSCRIBED');
    expect((await api.request('GET', `/api/newsletter/subscription/${id}`)).status).toBe(404);
    // Repeating the cancel changes nothing and is no error.
    expect((await api.request('DELETE', `/api/newsletter/subscription/${id}`)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x']) {
      expect((await api.request('GET', `/api/newsletter/subscription/${id}`)).status).toBe(404);
      expect((await api.request('DELETE', `/api/newsletter/subscription/${id}`)).status).toBe(404);
    }
  });

  it('unsubscribes by the one-click POST of a mail client, without the client header', async () => {
    const email = freshAddress();
    const id = await confirmedSubscription(email);
    const url = `${api.baseUrl}/api/newsletter/subscription/${id}/one-click`;
    const post = (body: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post('List-Unsubscribe=Something')).status).toBe(400);
    expect((await stored(email))?.status).toBe('CONFIRMED');
    expect((await post('List-Unsubscribe=One-Click')).status).toBe(200);
    expect((await stored(email))?.status).toBe('UNSUBSCRIBED');
  });

  it('keeps the client header on every other write', async () => {
    const email = freshAddress();
    const id = await confirmedSubscription(email);
    const response = await api.request('DELETE', `/api/newsletter/subscription/${id}`, {
      withoutClientId: true,
    });
    expect(response.status).toBe(403);
    expect((await stored(email))?.status).toBe('CONFIRMED');
  });

  it('limits sign-up mails per address', async () => {
    const email = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await subscribe(email)).status).toBe(202);
    expect(await subscribe(email)).toMatchObject({
      status: 429,
      body: { errorKey: 'TOO_MANY_REQUESTS' },
    });
  });

  it('refuses a malformed address', async () => {
    expect((await subscribe('keine-adresse')).status).toBe(400);
  });
});
