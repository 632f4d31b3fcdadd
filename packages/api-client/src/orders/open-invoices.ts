import type { InvoiceSortOrder, OpenInvoices } from '@account/contracts';
import { call } from '@account/api-client';

export function getOpenInvoices(sort?: InvoiceSortOrder): Promise<OpenInvoices> {
  return call('orders', 'openInvoices', { query: { sort } });
}
