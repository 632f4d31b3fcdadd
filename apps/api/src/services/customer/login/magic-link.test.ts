import { hashToken } from '../../../domain/tokens/tokens';
import { asCallerSees, startTestApi, type TestApi } from '../../../test/api-harness';
import { linkOf, mailsTo, tokenOf, waitForMails } from '../../../test/outbox';
import { MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('magic link (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const send = (username: string) =>
    api.request('POST', '/api/cs/user/magic-link', { body: { username, source: 'MY_ACCOUNT' } });
  const verify = (token: string) =>
    api.request('POST', '/api/cs/user/magic-link/verify', { body: { token } });

  it('answers known and unknown addresses alike and mails only the real one', async () => {
    const known = await send(MAX.customerNumber);
    const unknown = await send('niemand@example.de');
    expect(known).toMatchObject({ status: 200, body: {} });
    expect(asCallerSees(unknown)).toEqual(asCallerSees(known));
    expect(await mailsTo(api.database.db, 'niemand@example.de')).toBe(0);
    const link = linkOf((await waitForMails(api.database.db, MAX.email, 'magic-link'))[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://de.localhost:3000/magic-link');
  });

  it('logs in once with the username the link was asked for, then never again', async () => {
    const token = tokenOf((await waitForMails(api.database.db, MAX.email, 'magic-link'))[0]!);
    const first = await verify(token);
    expect(first).toMatchObject({
      status: 200,
      body: { email: MAX.email, username: MAX.customerNumber },
    });
    expect(first.setCookies.av_access?.value).toBeTruthy();
    expect(await verify(token)).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
  });

  it('lasts 15 minutes', async () => {
    await api.database.db.deleteFrom('throttle_counters').execute();
    await send('anna.huber@example.at');
    const token = tokenOf(
      (await waitForMails(api.database.db, 'anna.huber@example.at', 'magic-link'))[0]!,
    );
    const row = await api.database.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(15 * 60 * 1000);
    await api.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', row.id)
      .execute();
    expect((await verify(token)).status).toBe(410);
  });

  it('refuses unknown tokens, malformed bodies and the wrong source', async () => {
    expect((await verify('erfunden')).status).toBe(410);
    expect((await api.request('POST', '/api/cs/user/magic-link/verify', { body: {} })).status).toBe(
      400,
    );
    expect(
      (
        await api.request('POST', '/api/cs/user/magic-link', {
          body: { username: MAX.email, source: 'SHOP' },
        })
      ).status,
    ).toBe(400);
  });
});
