import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { waitForMails } from '../../../test/outbox';
import {
  PROFILE_PASSWORD,
  insertCustomerWithPassword,
  loginWithPassword,
} from '../../../test/profile-fixtures';
import { dialects } from '../../../test/test-database';

const NEW_PASSWORD = 'Nebel-über-der-Elbe';

describe.each(dialects)('POST user/change-password and user/reset-password (%s)', (dialect) => {
  let api: TestApi;
  let n = 0;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  async function customer() {
    n += 1;
    const email = `passwort.${n}@example.de`;
    const { id } = await insertCustomerWithPassword(api.database.db, {
      email,
      customer_number: `1088000${n}`,
    });
    return { id, email, cookies: await loginWithPassword(api, email) };
  }
  const change = (cookies: Record<string, string>, current: string, next: string) =>
    api.request('POST', '/api/cs/user/change-password', {
      cookies,
      body: { current_password: current, new_password: next },
    });
  const loginState = (cookies: Record<string, string>) =>
    api.request('GET', '/api/cs/user/login-state', { cookies });
  const login = (username: string, password: string) =>
    api.request('POST', '/api/cs/user/login', {
      body: { username, password, stay_logged_in: false },
    });

  it('changes the password, keeps this session, ends the others and voids earlier login links', async () => {
    const { id, email, cookies } = await customer();
    const other = await loginWithPassword(api, email);
    const magic = await issueOneTimeToken(api.database.db, id, 'magic-link');
    expect(await change(cookies, PROFILE_PASSWORD, NEW_PASSWORD)).toMatchObject({
      status: 200,
    });
    expect((await loginState(cookies)).status).toBe(200);
    expect((await loginState(other)).status).toBe(401);
    expect(
      (await api.request('POST', '/api/cs/user/magic-link/verify', { body: { token: magic } }))
        .status,
    ).toBe(410);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, PROFILE_PASSWORD)).status).toBe(403);
    const [mail] = await waitForMails(api.database.db, email, 'password-changed');
    expect(mail!.subject).toBe('Ihr Passwort wurde geändert');
  });

  it('answers 403 NOT_AUTHORIZED for a wrong current password and changes nothing', async () => {
    const { email, cookies } = await customer();
    expect(await change(cookies, 'daneben-daneben', NEW_PASSWORD)).toMatchObject({
      status: 403,
      body: { errorKey: 'NOT_AUTHORIZED' },
    });
    expect((await login(email, PROFILE_PASSWORD)).status).toBe(200);
  });

  it('locks after repeated wrong current passwords like the login does', async () => {
    const { cookies } = await customer();
    for (let i = 0; i < 5; i += 1) await change(cookies, 'daneben-daneben', NEW_PASSWORD);
    expect((await change(cookies, PROFILE_PASSWORD, NEW_PASSWORD)).status).toBe(429);
  });

  it('answers 400 PASSWORD_UNCHANGED when the new password is the current one', async () => {
    const { cookies } = await customer();
    expect(await change(cookies, PROFILE_PASSWORD, PROFILE_PASSWORD)).toMatchObject({
      status: 400,
      body: { errorKey: 'PASSWORD_UNCHANGED' },
    });
  });

  it('refuses too short and common passwords', async () => {
    const { cookies } = await customer();
    expect((await change(cookies, PROFILE_PASSWORD, 'kurz')).status).toBe(400);
    expect(await change(cookies, PROFILE_PASSWORD, 'password123')).toMatchObject({
      status: 400,
      body: { errorKey: 'PASSWORD_TOO_COMMON' },
    });
  });

  it('needs a session', async () => {
    expect((await change({}, PROFILE_PASSWORD, NEW_PASSWORD)).status).toBe(401);
  });

  describe('reset-password with a reset link', () => {
    const reset = (cookies: Record<string, string>, token: string) =>
      api.request('POST', '/api/cs/user/reset-password', {
        cookies,
        body: { token, new_password: NEW_PASSWORD },
      });

    it('sets the password once with a live link of the customer', async () => {
      const { id, email, cookies } = await customer();
      const token = await issueOneTimeToken(api.database.db, id, 'password-reset');
      expect((await reset(cookies, token)).status).toBe(200);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);
      expect(await reset(cookies, token)).toMatchObject({
        status: 410,
        body: { errorKey: 'TOKEN_INVALID' },
      });
    });

    it('answers the wrong token for an unknown, foreign or other-purpose link and leaves a foreign link usable', async () => {
      const mine = await customer();
      const theirs = await customer();
      const foreign = await issueOneTimeToken(api.database.db, theirs.id, 'password-reset');
      const magic = await issueOneTimeToken(api.database.db, mine.id, 'magic-link');
      for (const token of ['unbekannt', foreign, magic])
        expect((await reset(mine.cookies, token)).status).toBe(410);
      expect((await reset(theirs.cookies, foreign)).status).toBe(200);
    });
  });
});
