import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { assertNotThrottled, countEvent } from '../../auth/throttle';
import { ApiError } from '../../http/api-error';
import type { ServiceOptions } from '../../service-options';
import { violationsOfReportingApi, violationsOfReportUri } from './csp-report';
import { CSP_REPORT_BODY_LIMIT, throttleKeyOf } from './limits';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * POST csp-reports: the browser's own reports of Content-Security-Policy violations, sent to
 * the address the policy names (packages/security-headers), in either format: `report-uri`
 * (`application/csp-report`, one violation) and the Reporting API (`application/reports+json`,
 * a batch). Browsers send them without our client header, so the route is exempt from the
 * cross-site check (it changes nothing but this log; docs/decisions/README.md). Each violation is
 * stored with its URIs cut to origin and path, and logged as a warning for operations.
 */
/** `report-uri` and the Reporting API; both are JSON. */
const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];

export function postCspReportRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    CSP_REPORT_CONTENT_TYPES,
    { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
    parseJson,
  );

  route(
    app,
    catalogue.logging.cspReports,
    async (request, reply) => {
      const key = throttleKeyOf('cspReports', request.ip);
      await assertNotThrottled(db, [key]);
      await countEvent(db, [key]);
      const reportingApi = request.headers['content-type']?.startsWith('application/reports+json');
      const violations = reportingApi
        ? violationsOfReportingApi(request.body)
        : violationsOfReportUri(request.body);
      if (!violations) throw new ApiError(400, 'BAD_REQUEST');
      if (violations.length === 0) return reply.status(204).send();
      const now = Date.now();
      await db
        .insertInto('csp_reports')
        .values(
          violations.map((violation) => ({
            id: randomUUID(),
            directive: violation.directive,
            blocked_uri: violation.blockedUri,
            document_uri: violation.documentUri,
            source_file: violation.sourceFile,
            disposition: violation.disposition,
            created_at: now,
          })),
        )
        .execute();
      for (const violation of violations)
        request.log.warn({ cspViolation: violation }, 'CSP violation');
      return reply.status(204).send();
    },
    { bodyLimit: CSP_REPORT_BODY_LIMIT },
  );
}
