import { OpenInvoicesQuery, DEFAULT_INVOICE_SORT, type OpenInvoices } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { openInvoicesOf } from '../../domain/orders/open-invoices';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/** GET invoices/open: what is still to pay, overdue ones marked ENCASH, and the balance. */
export function openInvoicesRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get(
    '/invoices/open',
    { preHandler: app.requireCustomer },
    async (request): Promise<OpenInvoices> => {
      const { sort = DEFAULT_INVOICE_SORT } = parseOrBadRequest(OpenInvoicesQuery, request.query);
      return openInvoicesOf(db, loggedInOf(request).customer, sort);
    },
  );
}
