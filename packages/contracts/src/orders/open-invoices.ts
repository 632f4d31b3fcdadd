import { z } from 'zod';
import { invoiceSortOrders } from './invoice-sort';
import { Currency } from './orders';

export const OpenInvoicesQuery = z.object({ sort: z.enum(invoiceSortOrders).optional() });

/**
 * Spec section 3: OPEN, or overdue (ENCASH) once the due date has passed. Direct-debit invoices
 * are never ENCASH: the shop collects them on the due date, the customer has nothing to do.
 */
export const OpenInvoiceStatus = z.enum(['OPEN', 'ENCASH']);
export type OpenInvoiceStatus = z.infer<typeof OpenInvoiceStatus>;

/** A credit note (Gutschrift) issued against an invoice for returned or cancelled items. */
export const CreditNoteSummary = z.object({
  /** Its own number series, e.g. GS-00000001. */
  creditNoteNumber: z.string(),
  /** yyyy-mm-dd in the shop's time zone. */
  issuedOn: z.string(),
  /** Gross amount credited, in the invoice's currency. */
  amount: z.number(),
  reason: z.enum(['return', 'cancellation']),
});
export type CreditNoteSummary = z.infer<typeof CreditNoteSummary>;

export const OpenInvoice = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string().nullable(),
  /** What is still to pay (kept for existing callers; the same as `amountDue`). */
  openAmount: z.number(),
  /** The invoice total as billed; optional addition of issue 39. */
  invoiceAmount: z.number().optional(),
  /** Sum of the credit notes issued against the invoice ("bereits gutgeschrieben"). */
  creditedAmount: z.number().optional(),
  /** What is still to pay ("noch zu zahlen"). */
  amountDue: z.number().optional(),
  /** The credit notes issued against the invoice, oldest first. */
  creditNotes: z.array(CreditNoteSummary).optional(),
  /** yyyy-mm-dd */
  dueDate: z.string(),
  paymentType: z.enum(['INVOICE', 'DIRECT_DEBIT']),
  status: OpenInvoiceStatus,
  /** What to write as the transfer's reference (invoices paid by transfer); optional addition. */
  paymentReference: z.string().optional(),
});
export type OpenInvoice = z.infer<typeof OpenInvoice>;

/** The shop's account for paying invoices by transfer (per shop; CHF to a Swiss account). */
export const BankTransfer = z.object({
  recipient: z.string(),
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
});
export type BankTransfer = z.infer<typeof BankTransfer>;

/** GET invoices/open: the open invoices, sorted by due date, and what is open in total. */
export const OpenInvoices = z.object({
  invoices: z.array(OpenInvoice),
  balance: z.number(),
  currency: Currency,
  /** Where to transfer to; an optional addition of this service (docs/decisions/README.md). */
  bankTransfer: BankTransfer.optional(),
});
export type OpenInvoices = z.infer<typeof OpenInvoices>;
