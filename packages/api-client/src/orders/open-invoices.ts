import type { InvoiceSortOrder, OpenInvoices } from '@account/contracts';
import { request } from '../request';

export function getOpenInvoices(sort?: InvoiceSortOrder): Promise<OpenInvoices> {
  return request('orders', 'invoices/open', { query: { sort } });
}
