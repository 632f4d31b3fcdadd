import { DEFAULT_INVOICE_SORT } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { openInvoicesOf } from '../../domain/orders/open-invoices';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/** GET invoices/open: what is still to pay, overdue ones marked ENCASH, and the balance. */
export function openInvoicesRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.orders.openInvoices, async (request) => {
    const { sort = DEFAULT_INVOICE_SORT } = request.query;
    return openInvoicesOf(db, loggedInOf(request).customer, sort);
  });
}
