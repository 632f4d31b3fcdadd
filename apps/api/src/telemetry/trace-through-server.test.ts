import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_ID, CLIENT_ID_HEADER } from '@account/contracts';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PASSWORD } from '../seed/demo-customers';
import { seedDemoData } from '../seed/seed-demo-data';
import { startServerProcess } from '../test/server-process';
import { MAX } from '../test/session-helpers';

/** A span as OTLP/HTTP JSON carries it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}
interface Span extends Omit<OtlpSpan, 'attributes'> {
  scope: string;
  attributes: Record<string, unknown>;
}

/** A trace collector's receiving end: what the API exports by OTLP. */
function startCollector(): Promise<{ url: string; spans: Span[]; close(): void }> {
  const spans: Span[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.once('end', () => {
      const { resourceSpans } = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
      };
      for (const { scopeSpans } of resourceSpans)
        for (const { scope, spans: exported } of scopeSpans)
          for (const span of exported)
            spans.push({
              ...span,
              scope: scope.name,
              attributes: Object.fromEntries(
                span.attributes.map(({ key, value }) => [key, Object.values(value)[0]]),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, spans, close: () => server.close() });
    }),
  );
}

const PROXY_TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PROXY_SPAN_ID = 'b7ad6b7169203331';

describe('a trace from the proxy through the started API to its queries', () => {
  let dir: string;
  let server: ChildProcess | undefined;
  let log = '';
  const answers: { status: number; traceId?: string }[] = [];
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-api-traces-'));
    const file = path.join(dir, 'account.sqlite');
    const db = createDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(db);
    await seedDemoData(db);
    await db.destroy();
    collector = await startCollector();

    const started = await startServerProcess(
      file,
      {
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        SHUTDOWN_DRAIN_MS: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      },
      'pipe',
    );
    server = started.server;
    const { origin, exited } = started;
    server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));

    const call = async (pathname: string, init: RequestInit = {}) => {
      const response = await fetch(`${origin}${pathname}`, {
        ...init,
        headers: {
          [CLIENT_ID_HEADER]: CLIENT_ID,
          'content-type': 'application/json',
          ...init.headers,
        },
      });
      const body = (await response.json()) as { traceId?: string };
      answers.push({ status: response.status, traceId: body.traceId });
    };
    // As nginx passes it on from the shell's proxy.
    await call('/api/cs/user/login', {
      method: 'POST',
      headers: { traceparent: `00-${PROXY_TRACE_ID}-${PROXY_SPAN_ID}-01` },
      body: JSON.stringify({ username: MAX.email, password: DEMO_PASSWORD, stay_logged_in: false }),
    });
    await call(`/api/cs/user/check-username?username=${encodeURIComponent(MAX.email)}`);
    await call('/api/cs/user/personal-details?token=secret-token-value');
    // The batch still waiting is sent on shutdown.
    server.kill('SIGTERM');
    await exited;
  });
  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    collector.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('continues the proxy span: the HTTP server span, Fastify and the queries share its trace', () => {
    const trace = collector.spans.filter((span) => span.traceId === PROXY_TRACE_ID);
    const serverSpan = trace.find((span) => span.scope === '@opentelemetry/instrumentation-http');
    expect(serverSpan).toMatchObject({
      parentSpanId: PROXY_SPAN_ID,
      attributes: { 'url.path': '/api/cs/user/login', 'http.response.status_code': 200 },
    });
    expect(trace.some((span) => span.scope === '@fastify/otel')).toBe(true);
    expect(trace.filter((span) => span.attributes['db.system.name'] === 'sqlite')).not.toEqual([]);
  });

  it('leaves the health probes the test waited with out', () => {
    expect(collector.spans.filter((span) => span.attributes['url.path'] === '/api/health')).toEqual(
      [],
    );
  });

  it("records no customer's address, query values or e-mail in the HTTP spans", () => {
    const httpSpans = collector.spans.filter(
      (span) => span.scope === '@opentelemetry/instrumentation-http',
    );
    expect(httpSpans.map((span) => span.attributes['url.query'])).toEqual(
      expect.arrayContaining(['username=~', 'token=~']),
    );
    const everything = JSON.stringify(collector.spans);
    expect(everything).not.toContain(MAX.email);
    expect(everything).not.toContain('secret-token-value');
    for (const span of httpSpans) {
      expect(span.attributes).not.toHaveProperty('client.address');
      expect(span.attributes).not.toHaveProperty('network.peer.address');
    }
  });

  it('answers errors and logs each request with the trace id of its server span', () => {
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(401);
    const serverTraceIds = collector.spans
      .filter((span) => span.scope === '@opentelemetry/instrumentation-http')
      .map((span) => span.traceId);
    expect(serverTraceIds).toContain(refused.traceId);
    const requestLines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; traceId?: string })
      .filter((line) => line.msg === 'request completed');
    expect(requestLines.map((line) => line.traceId)).toEqual(
      expect.arrayContaining([PROXY_TRACE_ID, refused.traceId]),
    );
  });
});
