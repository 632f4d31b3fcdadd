// The load of `pnpm bench:api` (autocannon), recording every answer: which shop session each
// write was for and whether it was confirmed, and when each non-2xx answer came with which
// Retry-After. Plain JavaScript, as scripts/bench-api.mjs, for autocannon has no types.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const browserHeaders = { 'x-client-id': 'account-view', 'x-locale': 'de-DE' };

/**
 * Half the requests add an item to a basket of a new shop session (a write whose outcome can be
 * looked up afterwards), half read the logged-in customer's order history.
 */
export function runLoad({ origin, cookie, connections, durationSeconds }) {
  const answers = [];
  const record = (kind, status, headers, sessionId) =>
    answers.push({ at: Date.now(), kind, status, retryAfter: headers['retry-after'], sessionId });
  const instance = autocannon({
    url: origin,
    connections,
    duration: durationSeconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/basket/basket/items',
        setupRequest(request, context) {
          context.sessionId = randomBytes(16).toString('hex');
          return {
            ...request,
            headers: {
              ...browserHeaders,
              'content-type': 'application/json',
              'x-sessionid': context.sessionId,
            },
            body: JSON.stringify({ base_product_no: '100001', sku: '100001-01', quantity: 1 }),
          };
        },
        onResponse: (status, _body, context, headers) =>
          record('write', status, headers, context.sessionId),
      },
      {
        method: 'GET',
        path: '/api/order-history/orders?limit=10',
        headers: { ...browserHeaders, cookie },
        onResponse: (status, _body, _context, headers) => record('read', status, headers),
      },
    ],
  });
  return new Promise((resolve, reject) =>
    instance.once('done', (result) => resolve({ answers, result })).once('error', reject),
  );
}

/** The demo customer's access cookie, as the shop's login sets it. */
export async function logIn(origin) {
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
  return access.split(';')[0];
}
