import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * GET /api/dev/csp-reports: the newest stored violation reports. A development aid beside the
 * mailbox (DEV_MAILBOX=1, local only): the e2e tests prove a browser's report arrived and was kept.
 */
export function cspReportRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  route(app, catalogue.dev.cspReports, async () => {
    const rows = await db
      .selectFrom('csp_reports')
      .select(['directive', 'blocked_uri', 'document_uri', 'disposition', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    return rows.map((row) => ({
      directive: row.directive,
      blockedUri: row.blocked_uri,
      documentUri: row.document_uri,
      disposition: row.disposition,
      createdAt: new Date(Number(row.created_at)).toISOString(),
    }));
  });
}
