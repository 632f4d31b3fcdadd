import type { OpenInvoice } from '@account/contracts';

/** The calendar day after a yyyy-mm-dd date (noon UTC keeps it clear of any offset). */
function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * What the balance tile dates: since when the oldest overdue invoice is overdue (the day after
 * its due date, as the service marks ENCASH), and the next due date still ahead. An overdue
 * date is never "next due". Dates are yyyy-mm-dd, so the earliest sorts first as text.
 */
export function balanceDates(invoices: readonly OpenInvoice[]): {
  overdueSince?: string;
  nextDue?: string;
} {
  const earliest = (status: OpenInvoice['status']) =>
    invoices
      .filter((invoice) => invoice.status === status)
      .map((invoice) => invoice.dueDate)
      .sort()[0];
  const oldestOverdue = earliest('ENCASH');
  return {
    overdueSince: oldestOverdue && dayAfter(oldestOverdue),
    nextDue: earliest('OPEN'),
  };
}
