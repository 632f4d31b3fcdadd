import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/catalogue-route';
import { loggedInOf } from '../../auth/require-customer';
import { creditNoteDocumentOf } from '../../domain/orders/credit-notes/credit-note-document';
import type { ServiceOptions } from '../../service-options';
import { creditNoteFilename, creditNotePdf } from './credit-notes/credit-note-pdf';

/**
 * GET invoices/credit-notes/{creditNoteNumber}/pdf: one of the customer's credit notes as a PDF
 * to download (issue 39). Anyone else's credit note is 404 like an unknown one.
 */
export function creditNotePdfRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.orders.creditNotePdf, async (request, reply) => {
    const note = await creditNoteDocumentOf(
      db,
      loggedInOf(request).customer,
      request.params.creditNoteNumber,
    );
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="${creditNoteFilename(note.creditNoteNumber)}"`,
      )
      .send(await creditNotePdf(note));
  });
}
