import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { attachmentViews, storedAttachments } from './attachments';
import { renderMailbox } from './mailbox-page';
import { cspReportRoutes } from './csp-reports';
import { optInRoutes } from './opt-ins';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

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
      attachments: attachmentViews(row.id, row.attachments),
      createdAt: new Date(Number(row.created_at)).toISOString(),
    }));
  }

  route(app, catalogue.dev.mails, async (request) => outbox(request.query.to));

  route(app, catalogue.dev.mailbox, async (request, reply) => {
    const { to } = request.query;
    return reply.type('text/html; charset=utf-8').send(renderMailbox(await outbox(to)));
  });

  // The attachment as the mail carries it (the return label), to open in the browser.
  route(app, catalogue.dev.attachment, async (request, reply) => {
    const { id, index } = request.params;
    const row = await db
      .selectFrom('mail_outbox')
      .select('attachments')
      .where('id', '=', id)
      .executeTakeFirst();
    const attachment = storedAttachments(row?.attachments)[index];
    if (!attachment) throw new ApiError(404, 'NOT_FOUND');
    return reply
      .type(attachment.contentType)
      .header('content-disposition', `inline; filename="${attachment.filename}"`)
      .send(Buffer.from(attachment.content, 'base64'));
  });

  optInRoutes(app, db);
  cspReportRoutes(app, db);
};
