import { useSearchParams } from '@account/router';
import { getOpenInvoices } from '@account/api-client/orders';
import { parseInvoiceSort, sortOpenInvoices, type InvoiceSortOrder } from '@account/contracts';
import { useAsync } from '@account/ui';

/**
 * The open invoices, sorted by due date as the URL says (?sort=asc|dsc, default dsc). They are
 * few, so a new order sorts them here instead of asking the server again; the URL keeps the
 * choice for reloads and links.
 */
export function useOpenInvoices() {
  const [params, setParams] = useSearchParams();
  const sort = parseInvoiceSort(params.get('sort'));
  const { state, reload } = useAsync(() => getOpenInvoices(), 'open-invoices');
  const sorted =
    state.status === 'success'
      ? { ...state, data: { ...state.data, invoices: sortOpenInvoices(state.data.invoices, sort) } }
      : state;
  const setSort = (next: InvoiceSortOrder) => setParams({ sort: next }, { replace: true });
  return { state: sorted, reload, sort, setSort };
}
