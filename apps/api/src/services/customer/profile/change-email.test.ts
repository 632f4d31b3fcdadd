import { hashToken } from '../../../domain/tokens/tokens';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { linkOf, mailsTo, tokenOf, waitForMails } from '../../../test/outbox';
import {
  PROFILE_PASSWORD,
  insertCustomerWithPassword,
  loginWithPassword,
} from '../../../test/profile-fixtures';
import { dialects } from '../../../test/test-database';

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

  it('refuses the link while another account has the address, without using it up', async () => {
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
    // The failed confirmation did not use the link up: once the address is free, it works.
    await api.database.db
      .updateTable('customers')
      .set({ email: 'frei@example.de', email_normalized: 'frei@example.de' })
      .where('customer_number', '=', '10779999')
      .execute();
    expect(await verify(token)).toMatchObject({
      status: 200,
      body: { email: 'begehrt@example.de' },
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

  it('answers an address of another account like a free one and tells its owner instead; the own address is 400', async () => {
    const { email, cookies } = await customer();
    const taken = await changeEmail(cookies, {
      password: PROFILE_PASSWORD,
      new_email: 'MAX.MUSTERMANN@example.de',
    });
    expect(taken).toMatchObject({
      status: 200,
      body: { pendingEmail: 'MAX.MUSTERMANN@example.de' },
    });
    const [told] = await waitForMails(
      api.database.db,
      'max.mustermann@example.de',
      'email-change-taken',
    );
    expect(told!.subject).toBe('Jemand wollte Ihre E-Mail-Adresse verwenden');
    expect(told!.text).not.toContain(email);
    // No link exists that could move the account there.
    await api.drainOutbox();
    const links = await api.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'max.mustermann@example.de')
      .where('kind', '=', 'email-change-confirm')
      .execute();
    expect(links).toEqual([]);
    expect(
      await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: email }),
    ).toMatchObject({ status: 400, body: { errorKey: 'EMAIL_ALREADY_EXISTS' } });
  });

  it('limits requests to 3 an hour per account, counting only those with the right password', async () => {
    const { cookies } = await customer();
    expect(
      (await changeEmail(cookies, { password: 'falsch-falsch', new_email: 'f@example.de' })).status,
    ).toBe(403);
    for (let i = 1; i <= 3; i += 1)
      expect(
        (
          await changeEmail(cookies, {
            password: PROFILE_PASSWORD,
            new_email: `flut.${i}@example.de`,
          })
        ).status,
      ).toBe(200);
    const fourth = await changeEmail(cookies, {
      password: PROFILE_PASSWORD,
      new_email: 'flut.4@example.de',
    });
    expect(fourth).toMatchObject({ status: 429, body: { errorKey: 'TOO_MANY_REQUESTS' } });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(api.database.db, 'flut.4@example.de')).toBe(0);
  });

  it('limits mails to one new address to 3 a day, whichever accounts ask', async () => {
    const target = 'ziel.postfach@example.de';
    for (let i = 0; i < 3; i += 1) {
      const { cookies } = await customer();
      expect(
        (await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: target })).status,
      ).toBe(200);
    }
    const { cookies } = await customer();
    expect(
      await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: target.toUpperCase() }),
    ).toMatchObject({ status: 429, body: { errorKey: 'TOO_MANY_REQUESTS' } });
    expect(await mailsTo(api.database.db, target)).toBe(3);
  });

  it('voids a pending change when the password is changed', async () => {
    const { cookies } = await customer();
    await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'dieb.1@example.de' });
    const token = tokenOf(await confirmMail('dieb.1@example.de'));
    const changed = await api.request('POST', '/api/cs/user/change-password', {
      cookies,
      body: { current_password: PROFILE_PASSWORD, new_password: 'Neues-Passwort-2026!' },
    });
    expect(changed.status).toBe(200);
    expect(await verify(token)).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
  });

  it('voids a pending change when the password is reset through a mailed link', async () => {
    const { id, cookies } = await customer();
    await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'dieb.2@example.de' });
    const token = tokenOf(await confirmMail('dieb.2@example.de'));
    const reset = await issueOneTimeToken(api.database.db, id, 'password-reset');
    const set = await api.request('POST', '/api/cs/user/set-password', {
      body: { token: reset, password: 'Neues-Passwort-2026!' },
    });
    expect(set.status).toBe(200);
    expect(await verify(token)).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
  });

  describe('undoing a change from the old address (ASVS 6.3.7)', () => {
    const undo = (token: string) =>
      api.request('POST', '/api/cs/user/change-email/undo', { body: { token } });
    const undoMail = async (to: string) =>
      (await waitForMails(api.database.db, to, 'email-change-done'))[0]!;
    const protectedCall = (cookies: Record<string, string>) =>
      api.request('GET', '/api/cs/user/support-requests', { cookies });

    it('takes the account back after a takeover: old address again, every session ended, the intruder’s password gone, a new one set by mail', async () => {
      const { id, email, cookies: intruder } = await customer();
      const owner = await loginWithPassword(api, email);
      await changeEmail(intruder, {
        password: PROFILE_PASSWORD,
        new_email: 'uebernahme@example.de',
      });
      expect((await verify(tokenOf(await confirmMail('uebernahme@example.de')))).status).toBe(200);

      const done = await undoMail(email);
      expect(done.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
      expect(done.text).toContain('uebernahme@example.de');
      expect(linkOf(done).pathname).toBe('/email-change/undo');
      const undoToken = tokenOf(done);
      const row = await api.database.db
        .selectFrom('one_time_tokens')
        .select(['expires_at', 'created_at'])
        .where('token_hash', '=', hashToken(undoToken))
        .executeTakeFirstOrThrow();
      expect(row.expires_at - row.created_at).toBe(7 * 24 * 3600 * 1000);

      // The intruder resets the password at the new address …
      const reset = await issueOneTimeToken(api.database.db, id, 'password-reset');
      const set = await api.request('POST', '/api/cs/user/set-password', {
        body: { token: reset, password: 'Eindringling-2026!' },
      });
      expect(set.status).toBe(200);
      const intruderAfterReset = {
        av_access: set.setCookies.av_access!.value,
        av_refresh: set.setCookies.av_refresh!.value,
      };
      // … and still the owner's link undoes it all.
      expect(await undo(undoToken)).toMatchObject({ status: 200, body: { email } });
      for (const cookies of [intruder, owner, intruderAfterReset])
        expect((await protectedCall(cookies)).status).toBe(401);
      const tryLogin = (username: string, password: string) =>
        api.request('POST', '/api/cs/user/login', {
          body: { username, password, stay_logged_in: false },
        });
      expect((await tryLogin('uebernahme@example.de', 'Eindringling-2026!')).status).toBe(403);
      expect((await tryLogin(email, 'Eindringling-2026!')).status).not.toBe(200);
      expect((await tryLogin(email, PROFILE_PASSWORD)).status).not.toBe(200);

      const [passwordMail] = await waitForMails(
        api.database.db,
        email,
        'password-after-email-undo',
      );
      expect(linkOf(passwordMail!).pathname).toBe('/set-password');
      expect(
        (
          await api.request('POST', '/api/cs/user/set-password', {
            body: { token: tokenOf(passwordMail!), password: 'Zurueck-im-Konto-2026!' },
          })
        ).status,
      ).toBe(200);
      expect((await tryLogin(email, 'Zurueck-im-Konto-2026!')).status).toBe(200);
      // Single use.
      expect(await undo(undoToken)).toMatchObject({
        status: 410,
        body: { errorKey: 'TOKEN_INVALID' },
      });
    });

    it('keeps the owner’s link when an intruder changes again and undoes their own later change', async () => {
      const { email, cookies } = await customer();
      await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'kette.b@example.de' });
      await verify(tokenOf(await confirmMail('kette.b@example.de')));
      const ownerLink = tokenOf(await undoMail(email));
      await changeEmail(cookies, { password: PROFILE_PASSWORD, new_email: 'kette.c@example.de' });
      await verify(tokenOf(await confirmMail('kette.c@example.de')));
      const intruderLink = tokenOf(await undoMail('kette.b@example.de'));
      expect(await undo(intruderLink)).toMatchObject({
        status: 200,
        body: { email: 'kette.b@example.de' },
      });
      expect(await undo(ownerLink)).toMatchObject({ status: 200, body: { email } });
    });

    it('refuses unknown links and links of other purposes', async () => {
      const { id } = await customer();
      const other = await issueOneTimeToken(api.database.db, id, 'email-change', {
        newEmail: 'x@example.de',
      });
      expect((await undo('erfunden')).status).toBe(410);
      expect((await undo(other)).status).toBe(410);
    });
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
