import { startTestApi, type TestApi } from '../../../test/api-harness';
import { tokenOf, waitForMails } from '../../../test/outbox';
import { MAX } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('checking a set-password link (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const check = (token: string) =>
    api.request('POST', '/api/cs/user/set-password/check', { body: { token } });

  it('answers 200 for a live link, without using it up, and 410 once it is used', async () => {
    await api.request('POST', '/api/cs/user/forgot-password', { body: { username: MAX.email } });
    const token = tokenOf(
      (await waitForMails(api.database.db, MAX.email, 'password-reset', 1))[0]!,
    );
    expect((await check(token)).status).toBe(200);
    expect((await check(token)).status).toBe(200);
    const set = await api.request('POST', '/api/cs/user/set-password', {
      body: { token, password: 'Herbstlaub-über-Kiel' },
    });
    expect(set.status).toBe(200);
    expect(await check(token)).toMatchObject({ status: 410, body: { errorKey: 'TOKEN_INVALID' } });
  });

  it('answers 410 for a link that never existed', async () => {
    expect(await check('erfunden')).toMatchObject({
      status: 410,
      body: { errorKey: 'TOKEN_INVALID' },
    });
  });
});
