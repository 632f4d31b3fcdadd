// Load on the API, recording every answer: the order history read by autocannon (the load
// generator of `pnpm bench:api`), and basket writes by clients of our own, each write to a new shop
// session, so that its outcome can be looked up afterwards. autocannon cannot tell which answer
// belongs to which request once a connection was cut mid-request (it matches them by position),
// so the writes, whose answers must be matched, go through fetch. Plain JavaScript, as
// scripts/bench-api.mjs, for autocannon has no types.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

export const browserHeaders = { 'x-client-id': 'account-view', 'x-locale': 'de-DE' };

/** Half the connections read the logged-in customer's order history, half add to baskets. */
export async function runLoad({ origin, cookie, connections, durationSeconds }) {
  const answers = [];
  const endAt = Date.now() + durationSeconds * 1000;
  const reads = new Promise((resolve, reject) =>
    autocannon({
      url: `${origin}/api/order-history/orders?limit=10`,
      headers: { ...browserHeaders, cookie },
      connections: Math.ceil(connections / 2),
      duration: durationSeconds,
      timeout: 10,
      requests: [
        {
          onResponse: (status, _body, _context, headers) =>
            answers.push({
              at: Date.now(),
              kind: 'read',
              status,
              retryAfter: headers['retry-after'],
            }),
        },
      ],
    })
      .once('done', resolve)
      .once('error', reject),
  );
  let writesUnanswered = 0;
  const writer = async () => {
    while (Date.now() < endAt) {
      const sessionId = randomBytes(16).toString('hex');
      try {
        const response = await fetch(`${origin}/api/basket/basket/items`, {
          method: 'POST',
          headers: {
            ...browserHeaders,
            'content-type': 'application/json',
            'x-sessionid': sessionId,
          },
          body: JSON.stringify({ base_product_no: '100001', sku: '100001-01', quantity: 1 }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        answers.push({
          at: Date.now(),
          kind: 'write',
          status: response.status,
          retryAfter: response.headers.get('retry-after') ?? undefined,
          sessionId,
        });
      } catch {
        writesUnanswered += 1;
      }
    }
  };
  const [readResult] = await Promise.all([
    reads,
    ...Array.from({ length: Math.floor(connections / 2) }, writer),
  ]);
  return {
    answers: answers.sort((a, b) => a.at - b.at),
    result: { ...readResult, errors: readResult.errors + writesUnanswered },
  };
}

/**
 * The order history read at a fixed rate over up to `connections` connections, each sending its
 * share of every second: autocannon's summary (latency in ms, `requests.average` per second).
 */
export function readAtRate({ origin, cookie, rate, connections, durationSeconds }) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${origin}/api/order-history/orders?limit=10`,
        headers: { ...browserHeaders, cookie },
        connections,
        overallRate: rate,
        duration: durationSeconds,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** The demo customer's access cookie, as the shop's login sets it. */
export async function logIn(origin) {
  return (await logInCustomer(origin)).cookie;
}

/** The demo customer's access cookie and customer id (an order change names it). */
export async function logInCustomer(origin) {
  const response = await fetch(`${origin}/api/cs/user/login`, {
    method: 'POST',
    headers: { ...browserHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'max.mustermann@example.de',
      password: 'Sommer2026!',
      stay_logged_in: false,
    }),
  });
  if (!response.ok) throw new Error(`demo login failed: HTTP ${response.status}`);
  const access = response.headers.getSetCookie().find((c) => c.startsWith('av_access='));
  if (!access) throw new Error('demo login set no av_access cookie');
  const { customerId } = await response.json();
  return { cookie: access.split(';')[0], customerId };
}
