import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';
import { loggingLimits } from './limits';
import { aTraceId } from '../../test/trace-id';

const policy =
  "default-src 'self'; script-src 'self' http://localhost:3011; report-uri /api/logging/csp-reports";

/** What Chromium posts to a report-uri. */
const reportUriBody = {
  'csp-report': {
    'document-uri': 'http://de.localhost:3000/orders/71234567?token=geheim#top',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': policy,
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/steal.js?session=abc',
    'line-number': 12,
    'source-file': 'http://de.localhost:3000/main.js?v=1',
    'status-code': 200,
    'script-sample': '',
  },
};

/** What the Reporting API posts to a report-to endpoint: a batch, of several report types. */
const reportingApiBody = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://at.localhost:3000/login?magic=xyz',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'http://at.localhost:3000/login?magic=xyz',
      referrer: '',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      originalPolicy: policy,
      sourceFile: 'http://at.localhost:3000/login',
      sample: '',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 1,
    },
  },
  {
    type: 'deprecation',
    age: 5,
    url: 'http://at.localhost:3000/',
    user_agent: 'x',
    body: { id: 'x' },
  },
];

describe.each(dialects)('CSP reports (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { seed: false });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.database.db.deleteFrom('csp_reports').execute();
    await api.database.db.deleteFrom('throttle_counters').execute();
  });

  // As a browser sends them: no client header, no cookies, the report's own content type.
  const post = (contentType: string, body: string) =>
    fetch(`${api.baseUrl}/api/logging/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
  const stored = () =>
    api.database.db
      .selectFrom('csp_reports')
      .select(['directive', 'blocked_uri', 'document_uri', 'source_file', 'disposition'])
      .orderBy('directive')
      .execute();

  it('takes a report-uri report and keeps the violation without query strings', async () => {
    const response = await post('application/csp-report', JSON.stringify(reportUriBody));
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([
      {
        directive: 'script-src-elem',
        blocked_uri: 'https://evil.example/steal.js',
        // The order number in the path is scrubbed like every other long digit run.
        document_uri: 'http://de.localhost:3000/orders/~',
        source_file: 'http://de.localhost:3000/main.js',
        disposition: 'enforce',
      },
    ]);
  });

  it('takes a Reporting API batch and keeps only its CSP violations', async () => {
    const response = await post('application/reports+json', JSON.stringify(reportingApiBody));
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([
      {
        directive: 'style-src-attr',
        blocked_uri: 'inline',
        document_uri: 'http://at.localhost:3000/login',
        source_file: 'http://at.localhost:3000/login',
        disposition: 'enforce',
      },
    ]);
  });

  it('refuses garbage, other content types and oversized bodies, storing nothing', async () => {
    const refused = async (contentType: string, body: string, status: number) => {
      const response = await post(contentType, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ errorKey: 'BAD_REQUEST', traceId: aTraceId() });
    };
    await refused('application/csp-report', '{"csp-report":', 400);
    await refused('application/csp-report', JSON.stringify({ hello: 'world' }), 400);
    await refused('application/reports+json', JSON.stringify({ not: 'an array' }), 400);
    await refused(
      'application/reports+json',
      JSON.stringify([{ type: 'csp-violation', body: { blockedURL: 'x' } }]),
      400,
    );
    await refused('text/plain', 'hallo', 400);
    await refused('application/xml', '<csp-report/>', 415);
    const huge = {
      'csp-report': { ...reportUriBody['csp-report'], 'script-sample': 'x'.repeat(20_000) },
    };
    await refused('application/csp-report', JSON.stringify(huge), 413);
    expect(await stored()).toEqual([]);
  });

  it('limits reports per address and minute, with Retry-After', async () => {
    const body = JSON.stringify(reportUriBody);
    for (let i = 0; i < loggingLimits.cspReports.limit; i += 1)
      expect((await post('application/csp-report', body)).status).toBe(204);
    const limited = await post('application/csp-report', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
