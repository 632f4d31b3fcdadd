import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { parseOrBadRequest } from '../../http/validation';
import { renderMailbox } from './mailbox-page';
import { cspReportRoutes } from './csp-reports';
import { optInRoutes } from './opt-ins';

const MailsQuery = z.object({ to: z.string().min(1).optional() });

/**
 * Development aids, never registered in production: the mail outbox as JSON and as a page, the
 * stored opt-ins and CSP reports.
 */
export const devService: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  async function outbox(to: string | undefined) {
    let query = db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(100);
    if (to) query = query.where('to_address', '=', to.toLowerCase());
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      kind: row.kind,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
      createdAt: new Date(Number(row.created_at)).toISOString(),
    }));
  }

  app.get('/mails', async (request) => outbox(parseOrBadRequest(MailsQuery, request.query).to));

  app.get('/mailbox', async (request, reply) => {
    const { to } = parseOrBadRequest(MailsQuery, request.query);
    return reply.type('text/html; charset=utf-8').send(renderMailbox(await outbox(to)));
  });

  optInRoutes(app, db);
  cspReportRoutes(app, db);
};
