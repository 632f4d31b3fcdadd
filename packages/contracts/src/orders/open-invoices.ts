import { z } from 'zod';
import { invoiceSortOrders } from './invoice-sort';
import { Currency } from './orders';

export const OpenInvoicesQuery = z.object({ sort: z.enum(invoiceSortOrders).optional() });

/** Spec section 3: OPEN, or overdue (ENCASH) once the due date has passed. */
export const OpenInvoiceStatus = z.enum(['OPEN', 'ENCASH']);
export type OpenInvoiceStatus = z.infer<typeof OpenInvoiceStatus>;

export const OpenInvoice = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string().nullable(),
  openAmount: z.number(),
  /** yyyy-mm-dd */
  dueDate: z.string(),
  paymentType: z.enum(['INVOICE', 'DIRECT_DEBIT']),
  status: OpenInvoiceStatus,
});
export type OpenInvoice = z.infer<typeof OpenInvoice>;

/** GET invoices/open: the open invoices, sorted by due date, and what is open in total. */
export const OpenInvoices = z.object({
  invoices: z.array(OpenInvoice),
  balance: z.number(),
  currency: Currency,
});
export type OpenInvoices = z.infer<typeof OpenInvoices>;
