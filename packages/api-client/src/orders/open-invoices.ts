import { addresses } from '@account/contracts';
import type { InvoiceSortOrder, OpenInvoices } from '@account/contracts';
import { call } from '@account/api-client';

export function getOpenInvoices(sort?: InvoiceSortOrder): Promise<OpenInvoices> {
  return call(addresses.orders.openInvoices, { query: { sort } });
}
