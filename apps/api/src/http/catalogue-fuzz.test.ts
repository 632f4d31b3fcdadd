import {
  allEndpoints,
  CLIENT_ID,
  CLIENT_ID_HEADER,
  ErrorBody,
  errorKeysOf,
  fullPathOf,
  LOCALE_HEADER,
  type Endpoint,
} from '@account/contracts';
import fc from 'fast-check';
import { rawRequest, type RawAnswer } from '../test/raw-request';
import { startTestApi, type TestApi } from '../test/api-harness';
import { insertCustomer } from '../test/customer-fixtures';
import { arbitraryOfSchema, type KnownValues } from '../test/schema-arbitrary';
import { DEMO_PASSWORD } from '../seed/demo-customers';
import { loginAs } from '../test/session-helpers';
import { dialects } from '../test/test-database';

/**
 * Every endpoint of the catalogue, called over HTTP as a stranger's client would: requests made
 * from its declared schemas, valid and broken. Whatever it is sent, an endpoint answers no 5xx,
 * only its declared success status or an error body with a key its declaration lists, and a
 * success that matches its declared schema (issue 33). Bounded for `pnpm test`: a fixed seed and
 * a few runs per endpoint.
 */
const SEED = 33;
const RUNS_PER_ENDPOINT = 20;

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${fullPathOf(endpoint)}`;

/** Endpoints left out, each with why. */
const NOT_FUZZED: Record<string, string> = {
  // Registered only when reCAPTCHA runs offline (RECAPTCHA_MODE=offline, local development); the
  // test app runs with reCAPTCHA off, so the route does not exist here.
  'POST /api/recaptcha-offline/token': 'exists only with RECAPTCHA_MODE=offline',
};
const fuzzed = allEndpoints.filter((endpoint) => !(nameOf(endpoint) in NOT_FUZZED));

/**
 * Endpoints that end or replace the session they are called with (or the account): each gets a
 * customer of its own, so the others keep theirs. Every public endpoint shares one more: a login
 * ends the session the browser holds (against session fixation).
 */
const ENDS_ITS_SESSION = new Set([
  'GET /api/cs/user/auth/logout',
  'POST /api/cs/user/delete-account',
  'POST /api/cs/user/security/sessions/end-others',
  'POST /api/cs/user/change-password',
  'POST /api/cs/user/change-email',
  'POST /api/cs/user/reset-password',
]);

const HOSTILE_TEXTS = [
  "' OR 1=1; DROP TABLE customers; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u0000\u0001\u001f',
  '\u202eevil\u202d',
  '%00%0d%0aSet-Cookie: x=1',
  '{{7*7}}${7*7}',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧨 Łukasz Dvořák Ελληνικά 漢字',
  ' ',
  '',
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  'nul',
  '[1,',
  '{"__proto__":{"polluted":1}}',
  '\u0000',
  '""',
  '1e999',
];

const FOREIGN_LOCALES = [
  'fr-FR',
  'en',
  'de',
  'de_DE',
  'xx-YY',
  'dé-DE',
  'de-DE, de-CH',
  'x'.repeat(500),
];

type Part = 'body' | 'query' | 'params' | 'headers';

type Mutation =
  | { kind: 'none' }
  | { kind: 'wrongType'; part: Part; key: number; value: unknown }
  | { kind: 'hostile'; part: Part; key: number; value: string }
  | { kind: 'huge'; part: Part; key: number }
  | { kind: 'missing'; part: Part; key: number }
  | { kind: 'brokenJson'; raw: string }
  | { kind: 'wholeBody'; value: unknown };

interface Case {
  parts: Partial<Record<Part, unknown>>;
  mutation: Mutation;
  withSession: boolean;
  withUserAgent: boolean;
  withClientId: boolean;
  locale: string | null;
}

const part = fc.constantFrom<Part>('body', 'query', 'params', 'headers');
const wrongValue = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.double(),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 8 },
  fc.record({ kind: fc.constant('wrongType' as const), part, key: fc.nat(), value: wrongValue }),
  fc.record({
    kind: fc.constant('hostile' as const),
    part,
    key: fc.nat(),
    value: fc.oneof(
      fc.constantFrom(...HOSTILE_TEXTS),
      fc.string({ unit: 'binary', maxLength: 20 }),
    ),
  }),
  fc.record({ kind: fc.constant('huge' as const), part, key: fc.nat() }),
  fc.record({ kind: fc.constant('missing' as const), part, key: fc.nat() }),
  fc.record({ kind: fc.constant('brokenJson' as const), raw: fc.constantFrom(...BROKEN_JSON) }),
  fc.record({ kind: fc.constant('wholeBody' as const), value: wrongValue }),
);

/**
 * The calls a shop's own page would make, with what exists and nothing broken: once as a browser
 * sends them, once without a User-Agent (a script's client). Run before the generated cases.
 */
function plainCasesOf(endpoint: Endpoint, known: KnownValues): [Case][] {
  const parts: Partial<Record<Part, unknown>> = {};
  for (const name of ['body', 'query', 'params', 'headers'] as const) {
    const schema = endpoint[name];
    if (schema)
      [parts[name]] = fc.sample(arbitraryOfSchema(schema, known, { onlyKnown: true }), {
        numRuns: 1,
        seed: SEED,
      });
  }
  const plain: Case = {
    parts,
    mutation: { kind: 'none' },
    withSession: true,
    withUserAgent: true,
    withClientId: true,
    locale: 'de-DE',
  };
  return [[plain], [{ ...plain, withUserAgent: false }]];
}

function caseOf(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<Case> {
  const parts: Partial<Record<Part, fc.Arbitrary<unknown>>> = {};
  if (endpoint.body) parts.body = arbitraryOfSchema(endpoint.body, known);
  if (endpoint.query) parts.query = arbitraryOfSchema(endpoint.query, known);
  if (endpoint.params) parts.params = arbitraryOfSchema(endpoint.params, known);
  if (endpoint.headers) parts.headers = arbitraryOfSchema(endpoint.headers, known);
  return fc.record({
    parts: fc.record(parts),
    mutation,
    withSession: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, fc.constant(false)),
    withUserAgent: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
    withClientId: fc.oneof({ arbitrary: fc.constant(true), weight: 8 }, fc.constant(false)),
    locale: fc.oneof(
      { arbitrary: fc.constantFrom('de-DE', 'de-AT', 'de-CH', 'de-ch', 'DE-AT'), weight: 6 },
      fc.constantFrom(...FOREIGN_LOCALES),
      fc.constant(null),
    ),
  });
}

/** A huge value for a part: within the URL's limit for a path or query, far beyond for a body. */
const hugeFor = (target: Part) => 'A'.repeat(target === 'body' ? 200_000 : 2_000);

/** The case's mutation applied to the generated (valid-shaped) parts. */
function mutated({ parts, mutation }: Case): {
  parts: Partial<Record<Part, unknown>>;
  raw?: string;
} {
  const copy: Partial<Record<Part, unknown>> = structuredClone(parts);
  if (mutation.kind === 'none') return { parts: copy };
  if (mutation.kind === 'brokenJson') return { parts: copy, raw: mutation.raw };
  if (mutation.kind === 'wholeBody') return { parts: { ...copy, body: mutation.value } };
  const target = copy[mutation.part];
  if (typeof target !== 'object' || target === null) return { parts: copy };
  const record = target as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 0) return { parts: copy };
  const key = keys[mutation.key % keys.length]!;
  if (mutation.kind === 'missing') delete record[key];
  else if (mutation.kind === 'huge') record[key] = hugeFor(mutation.part);
  else record[key] = mutation.value;
  return { parts: copy };
}

/** A header carries Latin-1 only (Node refuses the rest before sending): other text goes percent-encoded. */
const headerText = (text: string) =>
  /^[\t\x20-\x7e\x80-\xff]*$/.test(text) ? text : encodeURIComponent(text);

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function pathOf(endpoint: Endpoint, params: unknown): string {
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<
    string,
    unknown
  >;
  return fullPathOf(endpoint).replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = asText(values[name]);
    // An empty or dot segment is another path (or none): the route under test would not answer.
    return value === '' || value === '.' || value === '..' ? 'x' : encodeURIComponent(value);
  });
}

function queryOf(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.append(key, asText(value));
  return search.size ? `?${search}` : '';
}

/** What is wrong with an answer, by the endpoint's declaration; null when nothing. */
function problemOf(endpoint: Endpoint, answer: RawAnswer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const json = (): unknown => JSON.parse(answer.text);
  if (answer.status < 400) {
    if (answer.status !== endpoint.status)
      return `answered ${answer.status}, declared ${endpoint.status}`;
    if (!endpoint.response || answer.status === 204) return null;
    const checked = endpoint.response.safeParse(json());
    return checked.success ? null : `answered off its schema: ${checked.error.message}`;
  }
  let body: unknown;
  try {
    body = json();
  } catch {
    return `answered ${answer.status} without a JSON error body`;
  }
  const error = ErrorBody.safeParse(body);
  if (!error.success) return `answered ${answer.status} without an error body`;
  if (!errorKeysOf(endpoint).includes(error.data.errorKey))
    return `answered ${answer.status} ${error.data.errorKey}, which its declaration does not list`;
  return null;
}

/**
 * What exists for the logged-in demo customer Max, by the property names requests use: most of
 * the generated requests then reach past "not found" into the handlers' own work.
 */
async function knownValuesOf(api: TestApi, access: string): Promise<KnownValues> {
  const cookies = { av_access: access };
  const get = async (path: string) => (await api.request('GET', path, { cookies })).body;
  const orders: Array<{
    number: string;
    externalCustomerId: string;
    items: Array<{ id: string; baseProductNo: string; sku: string }>;
  }> = (await get('/api/order-history/orders?limit=50')).orders;
  const items = orders.flatMap((order) => order.items);
  const addressIds: string[] = (await get('/api/cs/user/delivery-address')).deliveryAddresses.map(
    (address: { id: string }) => address.id,
  );
  const streamerIds: string[] = (await get('/api/slc/streamers')).streamers.map(
    (streamer: { id: string }) => streamer.id,
  );
  const invoiceNumbers: string[] = (await get('/api/orders/invoices/open')).invoices.map(
    (invoice: { invoiceNumber: string }) => invoice.invoiceNumber,
  );
  const max = await api.database.db
    .selectFrom('customers')
    .select('customer_id')
    .where('email_normalized', '=', 'max.mustermann@example.de')
    .executeTakeFirstOrThrow();
  const orderNumbers = orders.map((order) => order.number);
  return {
    username: ['max.mustermann@example.de', '10012345'],
    email: ['max.mustermann@example.de'],
    password: [DEMO_PASSWORD],
    current_password: [DEMO_PASSWORD],
    id: [...addressIds, ...orderNumbers, ...streamerIds],
    number: orderNumbers,
    order_id: orderNumbers,
    invoiceNumber: invoiceNumbers,
    streamerId: streamerIds,
    customer_id: [max.customer_id],
    external_customer_id: orders.map((order) => order.externalCustomerId),
    items: items.map((item) => [item.id]),
    base_product_no: items.map((item) => item.baseProductNo),
    sku: items.map((item) => item.sku),
    // A valid German address and person, for the forms.
    salutation: ['MR'],
    first_name: ['Max'],
    last_name: ['Mustermann'],
    street: ['Friedrichstraße'],
    street_number: ['100'],
    zip_code: ['10117'],
    city: ['Berlin'],
    country_code: ['DE'],
    phone: ['030 2345678'],
    date_of_birth: ['1980-05-17'],
    iban: ['DE02120300000000202051'],
  };
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

describe.each(dialects)('every endpoint of the catalogue, fuzzed (%s)', (dialect) => {
  let api: TestApi;
  /** The access cookie per endpoint that ends its session; `shared` for all others. */
  const sessions = new Map<string, string>();
  let shared: string;
  let visitor: string;
  let known: KnownValues;

  beforeAll(async () => {
    api = await startTestApi(dialect);
    // Logged in before any case runs: the cases' failed logins then cannot throttle these.
    shared = (await loginAs(api, 'max.mustermann@example.de')).av_access;
    known = await knownValuesOf(api, shared);
    const max = await api.database.db
      .selectFrom('customers')
      .select('password_hash')
      .where('email_normalized', '=', 'max.mustermann@example.de')
      .executeTakeFirstOrThrow();
    let number = 10_770_000;
    const ownSession = async () => {
      number += 1;
      const email = `fuzz.${number}@example.de`;
      await insertCustomer(api.database.db, {
        email,
        customer_number: String(number),
        password_hash: max.password_hash,
      });
      return (await loginAs(api, email)).av_access;
    };
    for (const name of ENDS_ITS_SESSION) sessions.set(name, await ownSession());
    visitor = await ownSession();
  });
  afterAll(() => api.close());

  it('covers every endpoint that ends its session', () => {
    const names = new Set(allEndpoints.map(nameOf));
    expect([...ENDS_ITS_SESSION].filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(fuzzed.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s',
    async (name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(caseOf(endpoint, known), async (generated) => {
          const { parts, raw } = mutated(generated);
          const headers: Record<string, string> = {};
          for (const [key, value] of Object.entries((parts.headers as object | undefined) ?? {}))
            headers[key] = headerText(asText(value));
          if (generated.withClientId) headers[CLIENT_ID_HEADER] = CLIENT_ID;
          if (generated.withUserAgent)
            headers['user-agent'] = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
          if (generated.locale !== null) headers[LOCALE_HEADER] = generated.locale;
          const session = sessions.get(name) ?? (endpoint.access === 'public' ? visitor : shared);
          if (generated.withSession) headers.cookie = `av_access=${session}`;
          const body =
            raw ??
            (endpoint.body && parts.body !== undefined ? JSON.stringify(parts.body) : undefined);
          if (body !== undefined) {
            headers['content-type'] = 'application/json';
            headers['content-length'] = String(Buffer.byteLength(body));
          }
          const path = `${pathOf(endpoint, parts.params)}${queryOf(parts.query)}`;
          const answer = await rawRequest(`${api.baseUrl}${path}`, endpoint.method, headers, body);
          const problem = problemOf(endpoint, answer);
          if (problem)
            throw new Error(
              `${name} ${problem}\nrequest: ${endpoint.method} ${clip(path)} ${clip(JSON.stringify(headers))} ${clip(body ?? '')}\nanswer: ${clip(answer.text)}`,
            );
        }),
        {
          numRuns: RUNS_PER_ENDPOINT,
          seed: SEED,
          endOnFailure: true,
          examples: plainCasesOf(endpoint, known),
        },
      );
    },
  );
});
