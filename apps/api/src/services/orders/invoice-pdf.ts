import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/catalogue-route';
import { loggedInOf } from '../../auth/require-customer';
import { invoiceDocumentOf } from '../../domain/invoices/invoice-document';
import type { ServiceOptions } from '../../service-options';
import { invoiceFilename, invoicePdf } from './invoices/invoice-pdf';

/**
 * GET invoices/{invoiceNumber}/pdf: one of the customer's invoices as a PDF to download (issue
 * 26), open or paid. Anyone else's invoice is 404 like an unknown one.
 */
export function invoicePdfRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.orders.invoicePdf, async (request, reply) => {
    const invoice = await invoiceDocumentOf(
      db,
      loggedInOf(request).customer,
      request.params.invoiceNumber,
    );
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="${invoiceFilename(invoice.invoiceNumber)}"`,
      )
      .send(await invoicePdf(invoice));
  });
}
