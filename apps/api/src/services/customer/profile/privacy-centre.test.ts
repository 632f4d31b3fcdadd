import { sql } from 'kysely';
import type { ConsentLogEntry, PrivacyCentre } from '@account/contracts';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { linkOf, mailsTo, tokenOf, waitForMails } from '../../../test/outbox';
import { customer, type Customer } from '../../../test/shopping-helpers';
import { dialects } from '../../../test/test-database';

const MAX = 'max.mustermann@example.de';
const ANNA = 'anna.huber@example.at';
const LUCA = 'luca.meier@example.ch';
const ERIKA = 'erika.viel@example.de';
const PANS = { baseProductNo: '100001', name: 'Edelstahl-Pfannenset, 3-teilig' };

describe.each(dialects)('privacy centre (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const centreOf = async (who: Customer): Promise<PrivacyCentre> =>
    (await who.call('GET', '/api/cs/user/privacy-centre')).body;
  const logOf = async (who: Customer): Promise<ConsentLogEntry[]> =>
    (await who.call('GET', '/api/cs/user/privacy-centre/consent-log')).body.entries;
  const flip = (who: Customer, topic: string, enabled: boolean) =>
    who.call('PUT', '/api/cs/user/privacy-centre/consent', { topic, enabled });
  const brief = (entries: ConsentLogEntry[]) =>
    entries.map(({ topic, change, source, detail }) => [topic, change, source, detail]);

  it('needs a logged-in customer', async () => {
    expect((await api.request('GET', '/api/cs/user/privacy-centre')).status).toBe(401);
    expect((await api.request('GET', '/api/cs/user/privacy-centre/consent-log')).status).toBe(401);
    expect(
      (
        await api.request('PUT', '/api/cs/user/privacy-centre/consent', {
          body: { topic: 'TRACKING', enabled: true },
        })
      ).status,
    ).toBe(401);
  });

  it('shows a new account with upsell mails and recommendations on, the rest off, and an empty log', async () => {
    const anna = await customer(api, ANNA, 'de-AT');
    expect(await centreOf(anna)).toEqual({
      newsletter: { state: 'OFF', frequency: null },
      stockReminders: { state: 'OFF', products: [] },
      marketResearch: { state: 'OFF' },
      upsellMails: { state: 'ON' },
      personalisedRecommendations: { state: 'ON' },
      tracking: { state: 'OFF' },
    });
    expect(await logOf(anna)).toEqual([]);
  });

  it('signs up for the newsletter by double opt-in, changes its frequency and withdraws at once, each logged', async () => {
    const max = await customer(api, MAX);
    const switched = await flip(max, 'NEWSLETTER', true);
    expect(switched.status).toBe(200);
    expect(switched.body.newsletter).toEqual({ state: 'PENDING', frequency: null });

    // The law's double opt-in: only the mailed link confirms the subscription.
    const [doi] = await waitForMails(api.database.db, MAX, 'newsletter-doi');
    expect(linkOf(doi!).pathname).toBe('/newsletter/confirmation');
    const confirmed = await api.request('POST', '/api/newsletter/subscriptions/confirm', {
      body: { token: tokenOf(doi!) },
    });
    expect(confirmed.status).toBe(200);
    expect((await centreOf(max)).newsletter).toEqual({ state: 'ON', frequency: null });

    const weekly = await max.call('PUT', '/api/cs/user/privacy-centre/newsletter-frequency', {
      frequency: 'WEEKLY',
    });
    expect(weekly.body.newsletter).toEqual({ state: 'ON', frequency: 'WEEKLY' });

    const off = await flip(max, 'NEWSLETTER', false);
    expect(off.body.newsletter).toEqual({ state: 'OFF', frequency: null });
    const stored = await api.database.db
      .selectFrom('newsletter_subscriptions')
      .select('status')
      .where('email_normalized', '=', MAX)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('UNSUBSCRIBED');

    // Newest first, each with its source.
    expect(brief(await logOf(max))).toEqual([
      ['NEWSLETTER', 'WITHDRAWN', 'PRIVACY_CENTRE', null],
      ['NEWSLETTER', 'FREQUENCY_CHANGED', 'PRIVACY_CENTRE', 'WEEKLY'],
      ['NEWSLETTER', 'GRANTED', 'DOI_LINK', null],
      ['NEWSLETTER', 'REQUESTED', 'PRIVACY_CENTRE', null],
    ]);
    const times = (await logOf(max)).map((entry) => Date.parse(entry.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("logs the mail's unsubscribe link and the shop's sign-up as their sources", async () => {
    const luca = await customer(api, LUCA, 'de-CH');
    await api.request('POST', '/api/newsletter/subscriptions', {
      body: { email: LUCA },
      locale: 'de-CH',
    });
    const [doi] = await waitForMails(api.database.db, LUCA, 'newsletter-doi');
    await api.request('POST', '/api/newsletter/subscriptions/confirm', {
      body: { token: tokenOf(doi!) },
    });
    const [issue] = await waitForMails(api.database.db, LUCA, 'newsletter');
    const id = linkOf(issue!).searchParams.get('id')!;
    expect((await api.request('DELETE', `/api/newsletter/subscription/${id}`)).status).toBe(200);
    expect((await centreOf(luca)).newsletter.state).toBe('OFF');
    expect(brief(await logOf(luca))).toEqual([
      ['NEWSLETTER', 'WITHDRAWN', 'UNSUBSCRIBE_LINK', null],
      ['NEWSLETTER', 'GRANTED', 'DOI_LINK', null],
      ['NEWSLETTER', 'REQUESTED', 'SHOP', null],
    ]);
  });

  it('asks for market research by double opt-in, one link at a time, and withdraws at once', async () => {
    const erika = await customer(api, ERIKA);
    expect((await flip(erika, 'MARKET_RESEARCH', true)).body.marketResearch.state).toBe('PENDING');
    expect(await flip(erika, 'MARKET_RESEARCH', true)).toMatchObject({
      status: 429,
      body: { errorKey: 'TOO_MANY_REQUESTS' },
    });
    const [mail] = await waitForMails(api.database.db, ERIKA, 'market-research-doi');
    const token = linkOf(mail!).searchParams.get('market-research-doi-token')!;
    const confirm = await api.request(
      'GET',
      `/api/cs/user/market-research-consent/confirm?market-research-doi-token=${encodeURIComponent(token)}`,
    );
    expect(confirm.status).toBe(200);
    expect((await centreOf(erika)).marketResearch.state).toBe('ON');
    expect((await flip(erika, 'MARKET_RESEARCH', false)).body.marketResearch.state).toBe('OFF');
    expect(brief(await logOf(erika))).toEqual([
      ['MARKET_RESEARCH', 'WITHDRAWN', 'PRIVACY_CENTRE', null],
      ['MARKET_RESEARCH', 'GRANTED', 'DOI_LINK', null],
      ['MARKET_RESEARCH', 'REQUESTED', 'PRIVACY_CENTRE', null],
    ]);
  });

  it('ends stock reminders from the centre, each logged with its product; they are asked for in the shop only', async () => {
    const anna = await customer(api, ANNA, 'de-AT');
    await api.request('POST', '/api/newsletter/stock-reminders', {
      body: { email: ANNA, base_product_no: PANS.baseProductNo },
      locale: 'de-AT',
    });
    const [doi] = await waitForMails(api.database.db, ANNA, 'stock-reminder-doi');
    const confirmToken = new URL(
      /https?:\/\/\S+confirm-doi\S*/.exec(doi!.text)![0],
    ).searchParams.get('token')!;
    expect(
      (
        await api.request('POST', '/api/newsletter/stock-reminders/confirm', {
          body: { token: confirmToken },
        })
      ).status,
    ).toBe(200);
    expect((await centreOf(anna)).stockReminders).toEqual({ state: 'ON', products: [PANS.name] });

    expect(await flip(anna, 'STOCK_REMINDERS', true)).toMatchObject({
      status: 400,
      body: { errorKey: 'BAD_REQUEST' },
    });
    expect((await flip(anna, 'STOCK_REMINDERS', false)).body.stockReminders).toEqual({
      state: 'OFF',
      products: [],
    });
    expect(brief(await logOf(anna))).toEqual([
      ['STOCK_REMINDERS', 'WITHDRAWN', 'PRIVACY_CENTRE', PANS.name],
      ['STOCK_REMINDERS', 'GRANTED', 'DOI_LINK', PANS.name],
      ['STOCK_REMINDERS', 'REQUESTED', 'SHOP', PANS.name],
    ]);
  });

  it('switches upsell mails off and on again without confirmation; off, no upsell mail goes out', async () => {
    const luca = await customer(api, LUCA, 'de-CH');
    const before = (await logOf(luca)).length;
    expect((await flip(luca, 'UPSELL_MAILS', false)).body.upsellMails.state).toBe('OFF');
    const mails = await mailsTo(api.database.db, LUCA);
    expect((await luca.call('POST', '/api/cs/user/upsell-mail')).status).toBe(202);
    expect(await mailsTo(api.database.db, LUCA)).toBe(mails);
    // The same state again changes nothing and logs nothing.
    await flip(luca, 'UPSELL_MAILS', false);
    expect((await flip(luca, 'UPSELL_MAILS', true)).body.upsellMails.state).toBe('ON');
    const log = await logOf(luca);
    expect(log).toHaveLength(before + 2);
    expect(brief(log.slice(0, 2))).toEqual([
      ['UPSELL_MAILS', 'GRANTED', 'PRIVACY_CENTRE', null],
      ['UPSELL_MAILS', 'WITHDRAWN', 'PRIVACY_CENTRE', null],
    ]);
  });

  it('stops personalised recommendations for the account and keeps the tracking preference', async () => {
    const luca = await customer(api, LUCA, 'de-CH');
    const recommendations = async () =>
      (
        await luca.call(
          'GET',
          `/api/products/recommendations?session_id=b1b2c3b1b2c3b1b2c3b1b2c3b1b2c3b1&tracking_consent=true&user_id=${luca.customerId}&region=hseCH&placement=account`,
        )
      ).body.personalised;
    expect(await recommendations()).toBe(true);
    const off = await flip(luca, 'PERSONALISED_RECOMMENDATIONS', false);
    expect(off.body.personalisedRecommendations.state).toBe('OFF');
    expect(await recommendations()).toBe(false);

    expect((await flip(luca, 'TRACKING', true)).body.tracking.state).toBe('ON');
    expect(brief((await logOf(luca)).slice(0, 2))).toEqual([
      ['TRACKING', 'GRANTED', 'PRIVACY_CENTRE', null],
      ['PERSONALISED_RECOMMENDATIONS', 'WITHDRAWN', 'PRIVACY_CENTRE', null],
    ]);
  });

  it('writes the change and its log entry in one transaction: no entry, no change', async () => {
    const erika = await customer(api, ERIKA);
    const db = api.database.db;
    await sql`alter table consent_log rename to consent_log_away`.execute(db);
    try {
      expect((await flip(erika, 'UPSELL_MAILS', false)).status).toBe(500);
      expect((await flip(erika, 'TRACKING', true)).status).toBe(500);
    } finally {
      await sql`alter table consent_log_away rename to consent_log`.execute(db);
    }
    const centre = await centreOf(erika);
    expect(centre.upsellMails.state).toBe('ON');
    expect(centre.tracking.state).toBe('OFF');
  });

  it('refuses an unknown topic and a frequency without a confirmed newsletter', async () => {
    const anna = await customer(api, ANNA, 'de-AT');
    expect((await flip(anna, 'FAX', true)).status).toBe(400);
    expect(
      await anna.call('PUT', '/api/cs/user/privacy-centre/newsletter-frequency', {
        frequency: 'WEEKLY',
      }),
    ).toMatchObject({ status: 404, body: { errorKey: 'NOT_FOUND' } });
  });
});
