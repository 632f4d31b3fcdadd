import { catalogue, localeOfCountry } from '@account/contracts';
import { NotFound } from '../../../domain/domain-error';
import type { FastifyInstance } from 'fastify';
import { findOneTimeToken, useUpFoundToken } from '../../../domain/tokens/one-time-tokens';
import { loggedInOf } from '../../../auth/require-customer';
import { consumeAttempt, throttleKey } from '../../../auth/throttle';
import { dataExportArchive, dataExportFilename } from '../../data-export/export-archive';
import { latestDataExport, requestDataExport } from '../../../domain/data-export/export-requests';
import { route } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';

/**
 * Data export (GDPR Art. 15 and 20, issue 26): a request is stored, the job mails a single-use
 * link (domain/data-export/export-job.ts), and the link downloads the ZIP — only in the session
 * of the customer it was mailed to, so a forwarded or intercepted mail alone reveals nothing.
 */
export function dataExportRoutes(app: FastifyInstance, { db, config }: ServiceOptions): void {
  route(app, catalogue.customer.dataExport, async (request) =>
    latestDataExport(db, loggedInOf(request).customer.id),
  );

  route(app, catalogue.customer.requestDataExport, async (request, reply) => {
    const { customer } = loggedInOf(request);
    await consumeAttempt(db, [throttleKey(config, 'dataExportsPerAccount', customer.id)]);
    // Customers log in only at their country's shop: its language and links are theirs.
    await requestDataExport(db, customer.id, localeOfCountry[customer.country_code]);
    reply.status(202);
    return latestDataExport(db, customer.id);
  });

  route(app, catalogue.customer.downloadDataExport, async (request, reply) => {
    const { customer } = loggedInOf(request);
    const link = await findOneTimeToken(db, request.query.token, ['data-export']);
    // Another customer's link answers like an unknown one and stays live for its owner.
    if (!link || link.customerId !== customer.id) throw new NotFound();
    // Used up before the first byte: of two concurrent downloads only one gets the file.
    if (!(await useUpFoundToken(db, link.id))) throw new NotFound();
    const now = Date.now();
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${dataExportFilename(customer, now)}"`)
      .send(dataExportArchive(db, customer, config.bankDetailsKey, now));
  });
}
