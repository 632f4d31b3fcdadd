import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMail } from '../../../mail/mailer';
import { startTestApi, testConfig, type TestApi } from '../../../test/api-harness';
import { MAX_ORDERS, shopper } from '../../../test/order-helpers';
import { dialects } from '../../../test/test-database';
import { resendRules, resendSupportMails } from './resend-support-mails';

const quiet = () => undefined;
/** Failed sends are logged as errors; the test counts them. */
const log: FastifyBaseLogger = {
  level: 'error',
  fatal: quiet,
  error: jest.fn(),
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => log,
};
const LATER = Date.now() + 2 * resendRules.settleMs;

/** A mail server that can be switched off, and what it accepted. */
function switchableMailer() {
  const accepted: OutgoingMail[] = [];
  const mailer = {
    up: false,
    async send(mail: OutgoingMail) {
      if (!mailer.up) throw new Error('SMTP down');
      accepted.push(mail);
    },
  };
  return { mailer, accepted };
}

describe.each(dialects)('support mails sent again after a failure (%s)', (dialect) => {
  let api: TestApi;
  const { mailer, accepted } = switchableMailer();
  const options = () => ({ db: api.database.db, config: testConfig(api.database), mailer });
  beforeAll(async () => {
    api = await startTestApi(dialect, { mailer });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    jest.mocked(log.error).mockClear();
    accepted.length = 0;
    mailer.up = false;
  });

  const sendRequest = async () => {
    const max = await shopper(api, MAX_ORDERS);
    const answer = await max.post('/api/cs/user/support-requests', {
      topic: 'delivery',
      message: 'Mein Paket ist beschädigt angekommen. Was kann ich tun?',
      email: 'max.mustermann@example.de',
    });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };
  const rowOf = (id: string) =>
    api.database.db
      .selectFrom('support_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('leaves a new request to its first send, then sends both mails once the server is back', async () => {
    const id = await sendRequest();
    mailer.up = true;
    expect(await resendSupportMails(options(), log, Date.now())).toBe(0);

    expect(await resendSupportMails(options(), log, LATER)).toBe(1);
    expect(accepted.map((mail) => mail.to)).toEqual([
      'kundenservice@shop24direkt.de',
      'max.mustermann@example.de',
    ]);
    expect(accepted[0]?.replyTo).toBe('max.mustermann@example.de');
    const row = await rowOf(id);
    expect(row.service_mailed_at).not.toBeNull();
    expect(row.confirmation_mailed_at).not.toBeNull();

    expect(await resendSupportMails(options(), log, LATER + resendRules.claimMs)).toBe(0);
    expect(accepted).toHaveLength(2);
  });

  it('lets one of two API instances resend a request, never both', async () => {
    await sendRequest();
    mailer.up = true;
    const rounds = await Promise.all([
      resendSupportMails(options(), log, LATER),
      resendSupportMails(options(), log, LATER),
    ]);
    expect(rounds.sort()).toEqual([0, 1]);
    expect(accepted).toHaveLength(2);
  });

  it(`gives up after ${resendRules.maxAttempts} failed tries, keeping the request`, async () => {
    const id = await sendRequest();
    let now = LATER;
    for (let attempt = 0; attempt < resendRules.maxAttempts; attempt += 1) {
      expect(await resendSupportMails(options(), log, now)).toBe(1);
      now += resendRules.claimMs;
    }
    mailer.up = true;
    expect(await resendSupportMails(options(), log, now)).toBe(0);
    expect(accepted).toHaveLength(0);
    expect(log.error).toHaveBeenCalledTimes(2 * resendRules.maxAttempts);
    expect((await rowOf(id)).mail_attempts).toBe(resendRules.maxAttempts);
  });
});
