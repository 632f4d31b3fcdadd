import { parseInvoiceSort, sortOpenInvoices } from './invoice-sort';

const invoices = [
  { invoiceNumber: 'R-2', dueDate: '2026-07-10' },
  { invoiceNumber: 'R-1', dueDate: '2026-06-01' },
  { invoiceNumber: 'R-3', dueDate: '2026-07-10' },
  { invoiceNumber: 'R-4', dueDate: '2026-08-01' },
];

it('sorts by due date descending by default and ascending on request, ties by invoice number', () => {
  expect(sortOpenInvoices(invoices, parseInvoiceSort(null)).map((i) => i.invoiceNumber)).toEqual([
    'R-4',
    'R-2',
    'R-3',
    'R-1',
  ]);
  expect(sortOpenInvoices(invoices, 'asc').map((i) => i.invoiceNumber)).toEqual([
    'R-1',
    'R-2',
    'R-3',
    'R-4',
  ]);
});

it('accepts only asc and dsc', () => {
  expect(parseInvoiceSort('asc')).toBe('asc');
  expect(parseInvoiceSort('desc')).toBe('dsc');
});
