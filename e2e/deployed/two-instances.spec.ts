// Two API instances behind nginx on one PostgreSQL database (serve-deployed.mts): the API keeps
// nothing a second instance needs in its own memory. Each test pins the instances it proves by
// calling their ports directly, and checks the outcome through nginx, as the browser sees it.
import { randomUUID } from 'node:crypto';
import { DEFAULT_THROTTLING } from '../../apps/api/src/auth/auth-config';
import { expectHome } from '../support/login';
import { DEMO_PASSWORD, shops } from '../support/shops';
import { expect, test } from '../support/test';
import { InstanceClient, type Answer } from './api-instances';
import { mailsTo } from './caught-mails';
import { deployed, deployedShop } from './ports';
import { startPrometheus } from './prometheus';
import { todaysOrder } from './todays-order';

const FIRST = 0;
const SECOND = 1;

async function loggedIn(client: InstanceClient, instance: number, username: string) {
  const login = await client.call(instance, 'POST', '/api/cs/user/login', {
    body: { username, password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  return login.body.customerId as string;
}

/** 20 cancels of one order at once, every other one to the second instance. */
function cancelTwentyTimes(
  client: InstanceClient,
  number: string,
  customerId: string,
  idempotencyKey: (attempt: number) => string | undefined,
): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: 20 }, (_, attempt) => {
      const key = idempotencyKey(attempt);
      return client.call(attempt % 2, 'POST', `/api/orders/order/${number}/cancel`, {
        body: { external_customer_id: customerId, reason_code: 'CHANGED_MIND' },
        headers: key ? { 'idempotency-key': key } : {},
      });
    }),
  );
}

const statuses = (answers: Answer[]) =>
  answers.map((answer) => `${answer.status} ${String(answer.body.errorKey ?? 'ok')}`).sort();

test('a session started on one instance is refreshed on the other and opens the account through nginx', async ({
  page,
}) => {
  // Max changes his password in the walk of every area; Anna's session is hers alone.
  const customer = shops.AT.customer;
  const client = new InstanceClient('de-AT');
  await loggedIn(client, FIRST, customer.email);
  const firstAccess = client.cookie('av_access');

  const refresh = await client.call(SECOND, 'POST', '/api/cs/user/auth/refresh');
  expect(refresh.status).toBe(200);
  expect(client.cookie('av_access')).not.toBe(firstAccess);
  // The renewed session holds on the instance that started it; the replaced access token is gone
  // on both.
  const state = await client.call(FIRST, 'GET', '/api/cs/user/login-state');
  expect(state.body).toMatchObject({ state: 'LOGGED_IN', customerNumber: customer.customerNumber });
  const replaced = await fetch(
    `http://127.0.0.1:${deployed.apiPorts[SECOND]}/api/cs/user/login-state`,
    {
      headers: { cookie: `av_access=${firstAccess}`, 'x-locale': 'de-AT' },
    },
  );
  expect(replaced.status).toBe(401);

  await page.context().addCookies(client.browserCookies('at.localhost'));
  await page.goto(`${deployedShop.replace('de.localhost', 'at.localhost')}/home`);
  await expectHome(page, customer.firstName, customer.lastName, customer.customerNumber);
});

test('20 parallel cancels with one Idempotency-Key over both instances cancel the order once; the key then replays the success', async ({
  request,
}) => {
  const customer = shops.AT.customer;
  const client = new InstanceClient('de-AT');
  const customerId = await loggedIn(client, FIRST, customer.email);
  const number = todaysOrder('AT');
  const key = randomUUID();

  const answers = await cancelTwentyTimes(client, number, customerId, () => key);
  const successes = answers.filter((answer) => answer.status === 200);
  // One request did the cancel; any other success is its stored answer, replayed.
  expect(successes.filter((answer) => !answer.headers.get('idempotent-replayed'))).toHaveLength(1);
  for (const success of successes) expect(success.body).toEqual(successes[0]!.body);
  expect(successes[0]!.body).toMatchObject({ number, status: 'cancelled' });
  // The rest arrived while the first was at work: the order was cancelled already.
  for (const answer of answers.filter((answer) => answer.status !== 200))
    expect(`${answer.status} ${String(answer.body.errorKey)}`).toBe('409 ORDER_ALREADY_CANCELLED');

  // A client that lost its answer and tries again with the key gets the success, on either
  // instance and through nginx.
  for (const instance of [FIRST, SECOND]) {
    const retry = await client.call(instance, 'POST', `/api/orders/order/${number}/cancel`, {
      body: { external_customer_id: customerId, reason_code: 'CHANGED_MIND' },
      headers: { 'idempotency-key': key },
    });
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(retry.body).toEqual(successes[0]!.body);
  }
  const order = await client.call(SECOND, 'GET', `/api/order-history/order/${number}`);
  expect(order.body).toMatchObject({ number, status: 'cancelled' });
  await expect
    .poll(async () => (await mailsTo(request, customer.email)).map((mail) => mail.subject))
    .toEqual([`Ihre Bestellung ${number} ist storniert`]);
});

test('20 parallel cancels without a key or with a key each, over both instances, cancel the order once', async ({
  request,
}) => {
  const customer = shops.CH.customer;
  const client = new InstanceClient('de-CH');
  const customerId = await loggedIn(client, SECOND, customer.email);
  const number = todaysOrder('CH');

  const answers = await cancelTwentyTimes(client, number, customerId, (attempt) =>
    attempt < 10 ? undefined : randomUUID(),
  );
  expect(statuses(answers)).toEqual([
    '200 ok',
    ...Array.from({ length: 19 }, () => '409 ORDER_ALREADY_CANCELLED'),
  ]);
  const order = await client.call(FIRST, 'GET', `/api/order-history/order/${number}`);
  expect(order.body).toMatchObject({ number, status: 'cancelled' });
  await expect
    .poll(async () => (await mailsTo(request, customer.email)).map((mail) => mail.subject))
    .toEqual([`Ihre Bestellung ${number} ist storniert`]);
});

test('the login throttle counts the failures sent to both instances together', async ({
  request,
}) => {
  const client = new InstanceClient('de-DE');
  const username = 'erika.viel@example.de';
  const { limit } = DEFAULT_THROTTLING.loginFailuresPerAccount;
  const attempt = (instance: number, password: string) =>
    client.call(instance, 'POST', '/api/cs/user/login', { body: { username, password } });

  // Wrong passwords, alternately to each instance: each refused on its own merits until the
  // account's limit, counted over both, is reached.
  for (let failure = 0; failure < limit; failure += 1) {
    const answer = await attempt(failure % 2, `Falsch-${failure}`);
    expect([failure, answer.status, answer.body.errorKey]).toEqual([
      failure,
      403,
      'NOT_AUTHORIZED',
    ]);
  }
  for (const instance of [FIRST, SECOND]) {
    const blocked = await attempt(instance, DEMO_PASSWORD);
    expect([blocked.status, blocked.body.errorKey]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  // Through nginx too, whichever instance it picks.
  const throughNginx = await request.post(
    `https://localhost:${deployed.hostPort}/api/cs/user/login`,
    {
      headers: { 'x-client-id': 'account-view', 'x-locale': 'de-DE' },
      data: { username, password: DEMO_PASSWORD },
    },
  );
  expect(throughNginx.status()).toBe(429);
});

test('a real Prometheus scrapes both instances and sees the requests each answered', async () => {
  const prometheus = await startPrometheus();
  try {
    const instances = deployed.metricsPorts.map((port) => `127.0.0.1:${port}`);
    await expect
      .poll(async () =>
        (await prometheus.targets()).map(({ instance, health }) => `${instance} ${health}`).sort(),
      )
      .toEqual(instances.map((instance) => `${instance} up`));

    const answered = `account_api_request_duration_seconds_count{route="/api/cs/user/login-state", status_code="401"}`;
    const countsOf = async () =>
      Object.fromEntries(
        (await prometheus.query(`sum by (instance) (${answered})`)).map(({ metric, value }) => [
          metric.instance,
          value,
        ]),
      );
    const before = await countsOf();
    const client = new InstanceClient('de-DE');
    for (const instance of [FIRST, SECOND])
      for (let i = 0; i < 3; i += 1)
        expect((await client.call(instance, 'GET', '/api/cs/user/login-state')).status).toBe(401);

    // Under the route's template, on each instance: at least these three since the last scrape.
    await expect
      .poll(async () => {
        const after = await countsOf();
        return instances.map((instance) => (after[instance] ?? 0) - (before[instance] ?? 0) >= 3);
      })
      .toEqual([true, true]);
  } finally {
    await prometheus.stop();
  }
});
