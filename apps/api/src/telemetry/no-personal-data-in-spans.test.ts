import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { SpanKind } from '@opentelemetry/api';
import { startTestApi, type TestApi } from '../test/api-harness';
import { MAX } from '../test/session-helpers';
import { DEMO_PASSWORD, demoCustomers } from '../seed/demo-customers';
import { startTracing, type Tracing } from './tracing';

const max = demoCustomers.find(({ email }) => email === MAX.email)!;
const NEW_EMAIL = 'max.neu@example.de';
const IBAN = 'DE89370400440532013000';
/** A proxy's W3C trace context: the API's spans must continue this trace. */
const PROXY_TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const traceparent = `00-${PROXY_TRACE_ID}-00f067aa0ba902b7-01`;

const attributeValues = (span: ReadableSpan) =>
  Object.entries(span.attributes).map(([name, value]) => ({
    span: span.name,
    name,
    value: String(value),
  }));

/**
 * In-process, as Jest loads modules (not through Node's require, which the HTTP instrumentation
 * hooks): the spans here are Fastify's and the database's. The HTTP server span and the bundle's
 * load order are proven on a started server (trace-through-server.test.ts).
 */
describe('traces of a login, order and profile run', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let api: TestApi;
  /** What the customer typed or was given: none of it may be in a span. */
  const secrets: string[] = [max.email, NEW_EMAIL, IBAN, DEMO_PASSWORD, max.customerNumber];
  const errorAnswers: { traceId: unknown; status: number }[] = [];

  beforeAll(async () => {
    tracing = startTracing([new SimpleSpanProcessor(exporter)]);
    api = await startTestApi('sqlite');

    const login = await api.request('POST', '/api/cs/user/login', {
      body: { username: max.email, password: DEMO_PASSWORD, stay_logged_in: true },
      headers: { traceparent },
    });
    expect(login.status).toBe(200);
    const cookies = {
      av_access: login.setCookies.av_access!.value,
      av_refresh: login.setCookies.av_refresh!.value,
    };
    secrets.push(cookies.av_access, cookies.av_refresh);
    const as = (method: string, path: string, body?: unknown) =>
      api.request(method, path, { cookies, body, headers: { 'x-request-source': 'SHOP' } });

    const history = await as(
      'GET',
      '/api/order-history/orders?address_strict_typing=true&limit=10',
    );
    expect(history.status).toBe(200);
    const detail = await as(
      'GET',
      `/api/order-history/order/${history.body.orders[0].number}?address_strict_typing=true&origin=SHOP`,
    );
    expect(detail.status).toBe(200);
    expect((await as('GET', '/api/cs/user/personal-details')).status).toBe(200);
    const bank = await as('POST', '/api/payment/user/banking-details', {
      account_holder: `${max.firstName} ${max.lastName}`,
      iban: IBAN,
    });
    expect(bank.status).toBe(200);
    const changeEmail = await as('POST', '/api/cs/user/change-email', {
      password: DEMO_PASSWORD,
      new_email: NEW_EMAIL,
    });
    expect(changeEmail.status).toBe(200);
    // Customers' input in query strings: the e-mail, and a token where no route expects one.
    await api.request(
      'GET',
      `/api/cs/user/check-username?username=${encodeURIComponent(max.email)}`,
    );
    for (const answer of [
      // Not logged in: refused, and the refusal carries the request's trace id.
      await api.request('GET', `/api/cs/user/personal-details?token=${cookies.av_access}`),
      await api.request('GET', '/api/order-history/order/99999999', {
        cookies,
        headers: { traceparent },
      }),
    ])
      errorAnswers.push({ traceId: answer.body?.traceId, status: answer.status });
    await api.close();
  });
  afterAll(() => tracing.shutdown());

  it('records no e-mail, name, IBAN, password, customer number, token or cookie in any span', () => {
    const spans = exporter.getFinishedSpans();
    expect(spans.length).toBeGreaterThan(0);
    const values = spans.flatMap(attributeValues);
    // As typed and as a URL carries it (max.mustermann%40example.de).
    const forms = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]);
    const found = values.filter(({ value }) =>
      forms.some((form) => value.toLowerCase().includes(form.toLowerCase())),
    );
    // Names as whole words, as written: "Max" is also part of words such as "MaxListeners".
    const names = new RegExp(`\\b(${max.firstName}|${max.lastName})\\b`);
    const named = values.filter(({ value }) => names.test(value));
    expect([...found, ...named]).toEqual([]);
  });

  it('continues the proxy trace through the server span, Fastify and every query', () => {
    const spans = exporter
      .getFinishedSpans()
      .filter((span) => span.spanContext().traceId === PROXY_TRACE_ID);
    expect(spans.find((span) => span.kind === SpanKind.SERVER)?.attributes).toMatchObject({
      'url.path': '/api/cs/user/login',
      'http.route': '/api/cs/user/login',
    });
    expect(spans.some((span) => span.attributes['fastify.root'] === '@fastify/otel')).toBe(true);
    const queries = spans.filter((span) => span.attributes['db.system.name'] === 'sqlite');
    expect(queries.map((span) => span.attributes['db.operation.name'])).toContain('SELECT');
    expect(queries.every((span) => typeof span.attributes['db.query.text'] === 'string')).toBe(
      true,
    );
    expect(queries.some((span) => String(span.attributes['db.query.text']).includes('?'))).toBe(
      true,
    );
  });

  it('keeps only the names of query parameters in the URL attributes', () => {
    const queries = exporter
      .getFinishedSpans()
      .map((span) => span.attributes['url.query'])
      .filter((query) => query !== undefined);
    expect(queries).toEqual(
      expect.arrayContaining(['username=~', 'token=~', 'address_strict_typing=~&limit=~']),
    );
  });

  it("answers errors with the trace id of the request, the proxy's where one came", () => {
    const [strayToken, unknownOrder] = errorAnswers;
    expect(strayToken).toEqual({ status: 401, traceId: expect.stringMatching(/^[\da-f]{32}$/) });
    expect(strayToken?.traceId).not.toBe(PROXY_TRACE_ID);
    expect(unknownOrder).toEqual({ status: 404, traceId: PROXY_TRACE_ID });
  });
});
