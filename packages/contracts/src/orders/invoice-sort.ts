/** Spec section 9: open invoices sort by due date, ascending or descending ("dsc", the default). */
export const invoiceSortOrders = ['asc', 'dsc'] as const;
export type InvoiceSortOrder = (typeof invoiceSortOrders)[number];
export const DEFAULT_INVOICE_SORT: InvoiceSortOrder = 'dsc';

/** Stable: invoices due the same day keep their invoice-number order either way. */
export function sortOpenInvoices<T extends { dueDate: string; invoiceNumber: string }>(
  invoices: readonly T[],
  order: InvoiceSortOrder,
): T[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...invoices].sort(
    (a, b) =>
      direction * a.dueDate.localeCompare(b.dueDate) ||
      a.invoiceNumber.localeCompare(b.invoiceNumber),
  );
}

export function parseInvoiceSort(value: string | null | undefined): InvoiceSortOrder {
  return value === 'asc' || value === 'dsc' ? value : DEFAULT_INVOICE_SORT;
}
