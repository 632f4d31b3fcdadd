import { startTestApi, type TestApi } from '../../../test/api-harness';
import { waitForMails } from '../../../test/outbox';
import { loginAs, MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';
import { DEMO_PASSWORD } from '../../../seed/demo-customers';

describe.each(dialects)('deleting an account erases its opt-ins (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const count = async (table: 'newsletter_subscriptions' | 'stock_reminders' | 'doi_tokens') =>
    (await api.database.db.selectFrom(table).select('email_normalized').execute()).length;
  const countOf = async (table: 'market_research_consents' | 'upsell_unsubscribes') =>
    (await api.database.db.selectFrom(table).select('customer_id').execute()).length;

  it('deletes the subscriptions, reminders, consent, opt-out and links of the account and its address', async () => {
    const cookies = await loginAs(api, MAX.email);
    await api.request('POST', '/api/newsletter/subscriptions', { body: { email: MAX.email } });
    await api.request('POST', '/api/newsletter/stock-reminders', {
      body: { email: MAX.email, base_product_no: '100001' },
    });
    await api.request('POST', '/api/cs/user/market-research-consent', { cookies });
    await api.request('POST', '/api/cs/user/upsell-mail', { cookies });
    await waitForMails(api.database.db, MAX.email, 'newsletter-doi');
    await waitForMails(api.database.db, MAX.email, 'stock-reminder-doi');
    await api.database.db
      .insertInto('upsell_unsubscribes')
      .values({
        customer_id: (
          await api.database.db
            .selectFrom('customers')
            .select('id')
            .where('email_normalized', '=', MAX.email)
            .executeTakeFirstOrThrow()
        ).id,
        unsubscribed_at: Date.now(),
      })
      .execute();
    // Someone else's subscription stays.
    await api.request('POST', '/api/newsletter/subscriptions', {
      body: { email: 'andere@example.de' },
    });
    await waitForMails(api.database.db, 'andere@example.de', 'newsletter-doi');
    expect(await count('newsletter_subscriptions')).toBe(2);
    expect(await count('doi_tokens')).toBe(6);

    const deleted = await api.request('POST', '/api/cs/user/delete-account', {
      cookies,
      body: { password: DEMO_PASSWORD },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await count('newsletter_subscriptions')).toBe(1);
    expect(await count('stock_reminders')).toBe(0);
    expect(await count('doi_tokens')).toBe(1);
    expect(await countOf('market_research_consents')).toBe(0);
    expect(await countOf('upsell_unsubscribes')).toBe(0);
  });
});
