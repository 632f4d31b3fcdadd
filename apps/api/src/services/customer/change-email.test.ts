import { hashToken } from '../../auth/tokens';
import { issueOneTimeToken } from '../../auth/one-time-tokens';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { linkOf, mailsTo, tokenOf, waitForMails } from '../../test/outbox';
import {
  PROFILE_PASSWORD,
  insertCustomerWithPassword,
  loginWithPassword,
} from '../../test/profile-fixtures';
import { dialects } from '../../test/test-database';

describe.each(dialects)('change e-mail with double opt-in (%s)', (dialect) => {
  let api: TestApi;
  let n = 0;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  /** A fresh customer per test, logged in. */
  async function customer() {
    n += 1;
    const email = `wechsel.${n}@example.de`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `1077000${n}`,
    });
    return { id, email, cookies: await loginWithPassword(api, email) };
  }
  const changeEmail = (
    cookies: Record<string, string>,
    body: Record<string, unknown>,
    headers: Record<string, string> = { 'x-request-source': 'SHOP' },
  ) => api.request('POST', '/api/cs/user/change-email', { cookies, body, headers });
  const verify = (token: string) =>
    api.request('POST', '/api/cs/user/change-email/doi/verify', { body: { token } });
  const login = (username: string) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password: PROFILE_PASSWORD, stay_logged_in: false },
    });
  const confirmMail = async (to: string) =>
    (await waitForMails(api.database.db, to, 'email-change-confirm'))[0]!;

  it('mails a link to the new address and a notice to the old one; the e-mail changes only when confirmed', async () => {
    const { email, cookies } = await customer();
    const response = await changeEmail(cookies, {
      password: PROFILE_PASSWORD,
      new_email: 'Neu.Adresse@example.de',
      newsletter_opt_in: false,
    });
    expect(response).toMatchObject({
      status: 200,
      body: { pendingEmail: 'Neu.Adresse@example.de' },
    });
    const notice = (await waitForMails(api.database.db, email, 'email-change-notice'))[0]!;
    expect(notice.text).toContain('Neu.Adresse@example.de');
    const mail = await confirmMail('neu.adresse@example.de');
    expect(linkOf(mail).pathname).toBe('/email-change/confirm-doi');
    expect(linkOf(mail).origin).toBe('http://de.localhost:3000');
    // Not yet confirmed: the old address still logs in, the new one does not.
    expect((await login(email)).status).toBe(200);
    expect((await login('neu.adresse@example.de')).status).toBe(403);

    expect(await verify(tokenOf(mail))).toMatchObject({
      status: 200,
      body: { email: 'Neu.Adresse@example.de' },
    });
    expect((await login('neu.adresse@example.de')).status).toBe(200);
    expect((await login(email)).status).toBe(403);
  });

  it('stores only the hash of the link and refuses it a second time', async () => {
    const { cookies } = await customer();
    await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'einmal@example.de' });
    const token = tokenOf(await confirmMail('einmal@example.de'));
    const rows = await api.database.db.selectFrom('one_time_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await verify(token)).status).toBe(200);
    expect(await verify(token)).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
  });

  it('refuses an expired link', async () => {
    const { id, cookies } = await customer();
    await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'spaet@example.de' });
    const token = tokenOf(await confirmMail('spaet@example.de'));
    await api.database.db
      .updateTable('one_time_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('customer_id', '=', id)
      .execute();
    expect(await verify(token)).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
  });

  it('refuses a link of another purpose', async () => {
    const { id } = await customer();
    const magic = await issueOneTimeToken(api.database.db, id, 'magic-link', {
      newEmail: 'fremd@example.de',
    });
    expect(await verify(magic)).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
  });

  it('voids the link when the account e-mail changed after it was sent (bound to the address)', async () => {
    const { cookies } = await customer();
    await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'erste@example.de' });
    const first = tokenOf(await confirmMail('erste@example.de'));
    // A second request replaces the first link.
    await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'zweite@example.de' });
    const second = tokenOf(await confirmMail('zweite@example.de'));
    expect((await verify(first)).status).toBe(410);
    expect((await verify(second)).status).toBe(200);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const { cookies } = await customer();
    await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'begehrt@example.de' });
    const token = tokenOf(await confirmMail('begehrt@example.de'));
    await insertCustomerWithPassword(api.database.db, {
      email: 'begehrt@example.de',
      customer_number: '10779999',
    });
    expect(await verify(token)).toMatchObject({
      status: 400,
      body: { errorKey: 'EMAIL_ALREADY_EXISTS' },
    });
  });

  it('answers 403 for a wrong password and sends nothing', async () => {
    const { cookies } = await customer();
    const response = await changeEmail(cookies, {
      password: 'falsch-falsch',
      new_email: 'nie@example.de',
    });
    expect(response).toMatchObject({ status: 403, body: { errorKey: 'NOT_AUTHORIZED' } });
    expect(await mailsTo(api.database.db, 'nie@example.de')).toBe(0);
  });

  it('answers 400 EMAIL_ALREADY_EXISTS for an address of another account or the own one', async () => {
    const { email, cookies } = await customer();
    const body = { password: PROFILE_PASSWORD, new_email: 'MAX.MUSTERMANN@example.de' };
    expect(await changeEmail(cookies, body)).toMatchObject({
      status: 400,
      body: { errorKey: 'EMAIL_ALREADY_EXISTS' },
    });
    expect(
      await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: email }),
    ).toMatchObject({ status: 400, body: { errorKey: 'EMAIL_ALREADY_EXISTS' } });
  });

  it('answers 400 EMAIL_INVALID for an address that is none', async () => {
    const { cookies } = await customer();
    expect(
      await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'kein-at.example.de' }),
    ).toMatchObject({ status: 400, body: { errorKey: 'EMAIL_INVALID' } });
  });

  it('needs the request source header and a session', async () => {
    const { cookies } = await customer();
    const body = { password: PROFILE_PASSWORD, new_email: 'quelle@example.de' };
    expect((await changeEmail(cookies, body, {})).status).toBe(400);
    expect((await changeEmail({}, body)).status).toBe(401);
  });

  it('records the newsletter opt-in when the change is confirmed', async () => {
    const { id, cookies } = await customer();
    await changeEmail(cookies, {
      password: PROFILE_PASSWORD,
      new_email: 'news@example.de',
      newsletter_opt_in: true,
    });
    await verify(tokenOf(await confirmMail('news@example.de')));
    const row = await api.database.db
      .selectFrom('customers')
      .select(['newsletter_consent', 'email_confirmed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.newsletter_consent)).toBe(1);
    expect(row.email_confirmed_at).not.toBeNull();
  });
});
