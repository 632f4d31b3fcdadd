import type { OpenInvoice } from '@account/contracts';
import { balanceDates } from './balance-dates';

const invoice = (dueDate: string, status: OpenInvoice['status']): OpenInvoice => ({
  invoiceNumber: `RE${dueDate}`,
  orderNumber: null,
  openAmount: 10,
  dueDate,
  paymentType: 'INVOICE',
  status,
});

it('dates the oldest overdue invoice as overdue since the day after its due date, never as next due', () => {
  expect(
    balanceDates([
      invoice('2026-12-08', 'OPEN'),
      invoice('2026-10-31', 'ENCASH'),
      invoice('2026-11-18', 'ENCASH'),
      invoice('2026-12-01', 'OPEN'),
    ]),
  ).toEqual({ overdueSince: '2026-11-01', nextDue: '2026-12-01' });
});

it('has no overdue date without overdue invoices, and no next due date when all are overdue', () => {
  expect(balanceDates([invoice('2026-12-01', 'OPEN')])).toEqual({
    overdueSince: undefined,
    nextDue: '2026-12-01',
  });
  expect(balanceDates([invoice('2026-02-28', 'ENCASH')])).toEqual({
    overdueSince: '2026-03-01',
    nextDue: undefined,
  });
});
