// Nothing done twice, nothing lost, across three instances on one database: a rate limit counted
// over all of them, every mail of the outbox sent by exactly one of them under load, and a cancel
// whose instance is killed after it answered, retried through the balancer with its key.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startSmtpCatcher } from '../deployed/smtp-catcher.mjs';
import type { CaughtMail } from '../deployed/smtp-catcher.mjs';
import { browserHeaders, logInCustomer, runLoad } from './load.mjs';
import { freePort } from '@account/test-services/src/free-port';
import { until } from './processes';
import { report } from './report';
import { startThreeInstances } from './three-instances';

/** The basket read limit, lowered so that three instances counting alone would allow 3×. */
const BASKET_READS = 10;
/** Sign-ups during the load, each mailing a new address. */
const SIGNUPS = 90;
const SIGNUP_CLIENTS = 3;
/** The demo customer's order placed today, cancellable (apps/api/src/seed/demo-orders.ts). */
const CANCELLABLE_ORDER = '71010001';

let cluster: Awaited<ReturnType<typeof startThreeInstances>>;
let catcher: { close(): Promise<unknown> };
let mailsUrl: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  catcher = await startSmtpCatcher({ smtpPort, httpPort });
  mailsUrl = `http://127.0.0.1:${httpPort}/mails`;
  cluster = await startThreeInstances({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Every instance looks at the outbox often, so all three compete for the same mails.
    MAIL_OUTBOX_POLL_MS: '100',
    // The sign-ups of this run all come from one address.
    THROTTLE_LIMITS: `basketReadsPerIp=${BASKET_READS},optInMailsPerIp=100000`,
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await catcher?.close();
});

const caughtMails = async () => (await (await fetch(mailsUrl)).json()) as CaughtMail[];

/** The sign-up mails an instance says it handed to the relay (metrics/outbox-metrics.ts). */
async function signupMailsSentBy(metrics: string): Promise<number> {
  const text = await (await fetch(metrics)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('account_api_mails_sent_total{kind="newsletter-doi"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('a rate limit hit round-robin on the three instances stops at the limit for their sum', async () => {
  const sessionId = randomBytes(16).toString('hex');
  const statuses: number[] = [];
  // In turn, one request at a time: per instance, each would allow the limit, 3× in all.
  for (let i = 0; i < 3 * BASKET_READS; i += 1) {
    const { origin } = cluster.instances[i % 3]!;
    const response = await fetch(`${origin}/api/basket/basket`, {
      headers: { ...browserHeaders, 'x-sessionid': sessionId },
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  expect(statuses).toEqual([
    ...Array.from({ length: BASKET_READS }, () => 200),
    ...Array.from({ length: 2 * BASKET_READS }, () => 429),
  ]);
});

test('every mail queued under load through three instances reaches the relay exactly once', async () => {
  const { cookie } = await logInCustomer(cluster.balancer.origin);
  const runId = randomBytes(4).toString('hex');
  const addresses = Array.from({ length: SIGNUPS }, (_, i) => `signup-${runId}-${i}@example.de`);
  const accepted: string[] = [];
  const signUp = async (client: number) => {
    for (let i = client; i < SIGNUPS; i += SIGNUP_CLIENTS) {
      const response = await fetch(`${cluster.balancer.origin}/api/newsletter/subscriptions`, {
        method: 'POST',
        headers: { ...browserHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ email: addresses[i] }),
      });
      await response.arrayBuffer();
      if (response.status === 202) accepted.push(addresses[i]!);
    }
  };
  // Reads and basket writes beside the sign-ups: the instances are busy, as in a shop's day.
  const [{ answers }] = await Promise.all([
    runLoad({ origin: cluster.balancer.origin, cookie, connections: 4, durationSeconds: 5 }),
    ...Array.from({ length: SIGNUP_CLIENTS }, (_, client) => signUp(client)),
  ]);
  expect(accepted).toHaveLength(SIGNUPS);

  // The sign-up answers 202 before it queues its mail (services/newsletter/subscriptions.ts):
  // wait until every one is queued and the outbox has none left to send.
  const outbox = () =>
    cluster.pair.primary.query(
      `select count(*), count(sent_at) from outgoing_mails where kind = 'newsletter-doi' and to_address like 'signup-${runId}-%'`,
    )[0];
  await expect.poll(outbox, { timeout: 30_000 }).toBe(`${SIGNUPS}|${SIGNUPS}`);

  const caught = (await caughtMails())
    .flatMap((mail) => mail.to)
    .filter((to) => to.startsWith(`signup-${runId}-`));
  const sentBy = await Promise.all(
    cluster.instances.map(({ metrics }) => signupMailsSentBy(metrics)),
  );
  report('mails once across three instances', {
    'sign-ups accepted': accepted.length,
    'mails queued and marked sent': SIGNUPS,
    'mails the relay received': caught.length,
    'mails sent by each instance': sentBy.join(', '),
    'other requests answered meanwhile': answers.length,
  });
  expect([...caught].sort()).toEqual([...addresses].sort());
  // The instances shared the work, and none sent one that another sent too.
  expect(sentBy.reduce((sum, sent) => sum + sent, 0)).toBe(SIGNUPS);
  expect(sentBy.filter((sent) => sent > 0).length).toBeGreaterThan(1);
});

test('a cancel answered by an instance that is then killed, retried with its key through the balancer, replays the answer; the order is cancelled once', async () => {
  const { cookie, customerId } = await logInCustomer(cluster.balancer.origin);
  const key = randomUUID();
  const cancel = (origin: string) =>
    fetch(`${origin}/api/orders/order/${CANCELLABLE_ORDER}/cancel`, {
      method: 'POST',
      headers: {
        ...browserHeaders,
        cookie,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ external_customer_id: customerId, reason_code: 'CHANGED_MIND' }),
    });
  const [doomed] = cluster.instances;
  const first = await cancel(doomed.origin);
  const firstBody = await first.json();
  expect(first.status).toBe(200);
  expect(firstBody).toMatchObject({ number: CANCELLABLE_ORDER, status: 'cancelled' });

  // The client never saw that answer (its connection cut): the instance dies, the client retries.
  const gone = new Promise((resolve) => doomed.process.once('exit', resolve));
  doomed.process.kill('SIGKILL');
  await gone;
  // Until the balancer's checks (every 250 ms) take the dead instance out, a retry can still be
  // sent over a kept connection to it and be cut like the first answer; a client then tries
  // again, as it would after any broken connection. Only an answer counts.
  let retry: Response | undefined;
  await until('the retry answered', async () => {
    retry = await cancel(cluster.balancer.origin);
    return true;
  });
  expect([retry?.status, retry?.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  expect(await retry?.json()).toEqual(firstBody);

  const recorded = cluster.pair.primary.query(
    `select (select count(*) from orders where order_number = '${CANCELLABLE_ORDER}' and cancelled_at is not null),
            (select count(*) from outgoing_mails where kind = 'order-cancellation'),
            (select count(*) from idempotency_keys where idempotency_key = '${key}')`,
  );
  expect(recorded).toEqual(['1|1|1']);
});
