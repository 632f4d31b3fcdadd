import { startTestApi, type TestApi } from '../../test/api-harness';
import { waitForMails, type OutboxMail } from '../../test/outbox';
import { dialects } from '../../test/test-database';

/** The confirm and the unsubscribe link of a stock-reminder mail, in that order. */
function linksOf(mail: OutboxMail): { confirm: URL; unsubscribe: URL } {
  const [confirm, unsubscribe] = [...mail.text.matchAll(/https?:\/\/\S+/g)].map(
    ([href]) => new URL(href),
  );
  return { confirm: confirm!, unsubscribe: unsubscribe! };
}

describe.each(dialects)('stock reminders (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  let counter = 0;
  const freshAddress = () => `kundin.${counter++}.${dialect}@example.de`;

  const ask = (email: string, product = '100001') =>
    api.request('POST', '/api/newsletter/stock-reminders', {
      body: { email, base_product_no: product },
    });
  const confirm = (url: URL) =>
    api.request('POST', '/api/newsletter/stock-reminders/confirm', {
      body: { token: url.searchParams.get('token') },
    });
  const unsubscribe = (url: URL) =>
    api.request('POST', '/api/newsletter/stock-reminders/unsubscribe', {
      body: { token: url.searchParams.get('token') },
    });
  const status = async (email: string) =>
    (
      await api.database.db
        .selectFrom('stock_reminders')
        .select('status')
        .where('email_normalized', '=', email)
        .executeTakeFirst()
    )?.status;

  async function requested(email: string) {
    expect((await ask(email)).status).toBe(202);
    return linksOf((await waitForMails(api.database.db, email, 'stock-reminder-doi'))[0]!);
  }

  it('mails confirm and unsubscribe links to their pages, naming the product', async () => {
    const email = freshAddress();
    const links = await requested(email);
    expect(links.confirm.pathname).toBe('/stock-reminder/confirm-doi');
    expect(links.unsubscribe.pathname).toBe('/stock-reminder/unsubscribe');
    const [mail] = await waitForMails(api.database.db, email, 'stock-reminder-doi');
    expect(mail!.subject).toContain('Edelstahl-Pfannenset, 3-teilig');
    expect(await status(email)).toBe('PENDING');
  });

  it('confirms once; the link replayed is refused', async () => {
    const email = freshAddress();
    const links = await requested(email);
    expect(await confirm(links.confirm)).toMatchObject({
      status: 200,
      body: {
        baseProductNo: '100001',
        productName: 'Edelstahl-Pfannenset, 3-teilig',
        status: 'CONFIRMED',
      },
    });
    expect(await status(email)).toBe('CONFIRMED');
    expect(await confirm(links.confirm)).toMatchObject({
      status: 410,
      body: { errorKey: 'TOKEN_INVALID' },
    });
  });

  it('unsubscribes with its own link; the confirm link followed later changes nothing', async () => {
    const email = freshAddress();
    const links = await requested(email);
    expect(await unsubscribe(links.unsubscribe)).toMatchObject({
      status: 200,
      body: { status: 'UNSUBSCRIBED' },
    });
    expect(await status(email)).toBe('UNSUBSCRIBED');
    expect(await confirm(links.confirm)).toMatchObject({ body: { status: 'UNSUBSCRIBED' } });
    expect(await status(email)).toBe('UNSUBSCRIBED');
  });

  it('refuses each link for the other purpose and after it expired', async () => {
    const email = freshAddress();
    const links = await requested(email);
    expect((await confirm(links.unsubscribe)).status).toBe(410);
    expect((await unsubscribe(links.confirm)).status).toBe(410);
    expect(await status(email)).toBe('PENDING');
    await api.database.db
      .updateTable('doi_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('email_normalized', '=', email)
      .execute();
    expect((await confirm(links.confirm)).status).toBe(410);
    expect((await unsubscribe(links.unsubscribe)).status).toBe(410);
    expect(await status(email)).toBe('PENDING');
  });

  it('refuses a link whose reminder now belongs to another address', async () => {
    const email = freshAddress();
    const links = await requested(email);
    await api.database.db
      .updateTable('stock_reminders')
      .set({ email_normalized: 'jemand.anderes@example.de' })
      .where('email_normalized', '=', email)
      .execute();
    expect((await confirm(links.confirm)).status).toBe(410);
  });

  it('answers 404 for a product the shop does not sell and 400 for a malformed request', async () => {
    expect((await ask(freshAddress(), '999999')).status).toBe(404);
    expect((await ask('keine-adresse')).status).toBe(400);
  });
});
