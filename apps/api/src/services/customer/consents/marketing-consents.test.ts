import { startTestApi, type TestApi } from '../../../test/api-harness';
import { linkOf, mailsTo, waitForMails } from '../../../test/outbox';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

const LUCA = 'luca.meier@example.ch';

describe.each(dialects)('market research and upsell (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const customerRow = (email: string) =>
    api.database.db
      .selectFrom('customers')
      .select(['id', 'customer_id'])
      .where('email_normalized', '=', email)
      .executeTakeFirstOrThrow();
  const consentOf = async (email: string) =>
    (
      await api.database.db
        .selectFrom('market_research_consents')
        .select('status')
        .where('customer_id', '=', (await customerRow(email)).id)
        .executeTakeFirst()
    )?.status;
  const confirmResearch = (token: string, withoutClientId = false) =>
    api.request(
      'GET',
      `/api/cs/user/market-research-consent/confirm?market-research-doi-token=${encodeURIComponent(token)}`,
      { withoutClientId },
    );

  describe('market research', () => {
    it('needs a logged-in customer to ask', async () => {
      expect((await api.request('POST', '/api/cs/user/market-research-consent')).status).toBe(401);
    });

    it('mails the research page; confirms once, then answers 400 already confirmed', async () => {
      const cookies = await loginAs(api, MAX.email);
      const asked = await api.request('POST', '/api/cs/user/market-research-consent', { cookies });
      expect(asked.status).toBe(202);
      const [mail] = await waitForMails(api.database.db, MAX.email, 'market-research-doi');
      expect(mail!.text).toContain('Guten Tag Max Mustermann');
      const link = linkOf(mail!);
      expect(link.pathname).toBe('/research/confirmation');
      const token = link.searchParams.get('market-research-doi-token')!;
      expect(await consentOf(MAX.email)).toBe('PENDING');

      // A mail scanner fetching the API without the client header confirms nothing.
      expect((await confirmResearch(token, true)).status).toBe(403);
      expect(await consentOf(MAX.email)).toBe('PENDING');

      expect(await confirmResearch(token)).toMatchObject({ status: 200 });
      expect(await consentOf(MAX.email)).toBe('CONFIRMED');
      expect(await confirmResearch(token)).toMatchObject({
        status: 400,
        body: { errorKey: 'ALREADY_CONFIRMED' },
      });
      // Confirmed consents are not asked again.
      const before = await mailsTo(api.database.db, MAX.email);
      await api.request('POST', '/api/cs/user/market-research-consent', { cookies });
      expect(await mailsTo(api.database.db, MAX.email)).toBe(before);
    });

    it('refuses unknown, expired, re-addressed links and a missing token', async () => {
      const cookies = await loginAs(api, LUCA, { locale: 'de-CH' });
      await api.request('POST', '/api/cs/user/market-research-consent', { cookies });
      const [mail] = await waitForMails(api.database.db, LUCA, 'market-research-doi');
      expect(linkOf(mail!).origin).toBe('http://ch.localhost:3000');
      expect(`${mail!.subject}${mail!.text}`).not.toContain('ß');
      const token = linkOf(mail!).searchParams.get('market-research-doi-token')!;

      expect((await confirmResearch('erfunden')).status).toBe(410);
      expect(
        (await api.request('GET', '/api/cs/user/market-research-consent/confirm')).status,
      ).toBe(400);

      const { id } = await customerRow(LUCA);
      await api.database.db
        .updateTable('customers')
        .set({ email_normalized: 'luca.neu@example.ch' })
        .where('id', '=', id)
        .execute();
      expect((await confirmResearch(token)).status).toBe(410);
      await api.database.db
        .updateTable('customers')
        .set({ email_normalized: LUCA })
        .where('id', '=', id)
        .execute();

      await api.database.db
        .updateTable('doi_tokens')
        .set({ expires_at: Date.now() - 1 })
        .where('subject_id', '=', id)
        .execute();
      expect((await confirmResearch(token)).status).toBe(410);
      expect(await consentOf(LUCA)).toBe('PENDING');
    });

    it('mails one link at a time: asking again while it is live answers 429 and mails nothing', async () => {
      const anna = 'anna.huber@example.at';
      const cookies = await loginAs(api, anna, { locale: 'de-AT' });
      const ask = () => api.request('POST', '/api/cs/user/market-research-consent', { cookies });
      expect((await ask()).status).toBe(202);
      await waitForMails(api.database.db, anna, 'market-research-doi');
      for (let i = 0; i < 3; i += 1) {
        const again = await ask();
        expect(again).toMatchObject({ status: 429, body: { errorKey: 'TOO_MANY_REQUESTS' } });
        expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      }
      expect(await mailsTo(api.database.db, anna)).toBe(1);
      // Once the link has run out, the shop may ask again.
      await api.database.db
        .updateTable('doi_tokens')
        .set({ expires_at: Date.now() - 1 })
        .where('subject_id', '=', (await customerRow(anna)).id)
        .execute();
      expect((await ask()).status).toBe(202);
      expect(await mailsTo(api.database.db, anna)).toBe(2);
    });
  });

  describe('upsell', () => {
    const unsubscribe = (query: Record<string, string>) =>
      api.request('POST', `/api/cs/user/unsubscribe/upsell?${new URLSearchParams(query)}`);
    const optedOut = async (email: string) =>
      !!(await api.database.db
        .selectFrom('upsell_unsubscribes')
        .select('customer_id')
        .where('customer_id', '=', (await customerRow(email)).id)
        .executeTakeFirst());

    async function upsellLink(email: string, locale: 'de-DE' | 'de-AT' = 'de-DE') {
      const cookies = await loginAs(api, email, { locale });
      expect((await api.request('POST', '/api/cs/user/upsell-mail', { cookies })).status).toBe(202);
      const [mail] = await waitForMails(api.database.db, email, 'upsell');
      return linkOf(mail!);
    }

    it('mails a link with customer_id, email and signature that unsubscribes exactly that customer', async () => {
      const link = await upsellLink(MAX.email);
      expect(link.pathname).toBe('/unsubscribe/upsell');
      const query = Object.fromEntries(link.searchParams);
      expect(query).toEqual({
        customer_id: (await customerRow(MAX.email)).customer_id,
        email: MAX.email,
        signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });

      expect((await unsubscribe({ ...query, signature: 'gefälscht' })).status).toBe(410);
      expect(
        (await unsubscribe({ customer_id: query.customer_id!, email: MAX.email })).status,
      ).toBe(400);
      expect(await optedOut(MAX.email)).toBe(false);

      expect((await unsubscribe(query)).status).toBe(200);
      expect(await optedOut(MAX.email)).toBe(true);
      // Followed again: still unsubscribed, no error.
      expect((await unsubscribe(query)).status).toBe(200);
      // No more upsell mails.
      const before = await mailsTo(api.database.db, MAX.email);
      const cookies = await loginAs(api, MAX.email);
      await api.request('POST', '/api/cs/user/upsell-mail', { cookies });
      expect(await mailsTo(api.database.db, MAX.email)).toBe(before);
    });

    it('lets the mail client unsubscribe in one click (RFC 8058), with the same signed query', async () => {
      const erika = 'erika.viel@example.de';
      const link = await upsellLink(erika);
      await api.drainOutbox();
      const row = await api.database.db
        .selectFrom('mail_outbox')
        .select('headers')
        .where('to_address', '=', erika)
        .where('kind', '=', 'upsell')
        .executeTakeFirstOrThrow();
      const headers = JSON.parse(row.headers!);
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = new URL(headers['List-Unsubscribe'].slice(1, -1));
      expect(`${oneClick.origin}${oneClick.pathname}`).toBe(
        'http://de.localhost:3000/api/cs/user/unsubscribe/upsell/one-click',
      );
      expect(Object.fromEntries(oneClick.searchParams)).toEqual(
        Object.fromEntries(link.searchParams),
      );

      const post = (body: string) =>
        fetch(`${api.baseUrl}${oneClick.pathname}${oneClick.search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
      expect((await post('List-Unsubscribe=Something')).status).toBe(400);
      expect(await optedOut(erika)).toBe(false);
      expect((await post('List-Unsubscribe=One-Click')).status).toBe(200);
      expect(await optedOut(erika)).toBe(true);
    });

    it('mails one upsell mail a day per customer; further calls answer 429', async () => {
      const cookies = await loginAs(api, LUCA, { locale: 'de-CH' });
      const send = () => api.request('POST', '/api/cs/user/upsell-mail', { cookies });
      expect((await send()).status).toBe(202);
      for (let i = 0; i < 3; i += 1)
        expect(await send()).toMatchObject({
          status: 429,
          body: { errorKey: 'TOO_MANY_REQUESTS' },
        });
      await waitForMails(api.database.db, LUCA, 'upsell');
      await api.drainOutbox();
      const upsellMails = await api.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', LUCA)
        .where('kind', '=', 'upsell')
        .execute();
      expect(upsellMails).toHaveLength(1);
    });

    it("refuses one customer's signature for another customer", async () => {
      const anna = 'anna.huber@example.at';
      const link = await upsellLink(anna, 'de-AT');
      const max = await customerRow(MAX.email);
      const forged = {
        customer_id: max.customer_id,
        email: MAX.email,
        signature: link.searchParams.get('signature')!,
      };
      expect((await unsubscribe(forged)).status).toBe(410);
      // Anna's own link still works: the forged try used nothing up.
      expect((await unsubscribe(Object.fromEntries(link.searchParams))).status).toBe(200);
      expect(await optedOut(anna)).toBe(true);
    });
  });
});
