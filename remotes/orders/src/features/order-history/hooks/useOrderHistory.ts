import { useState } from 'react';
import type { Order } from '@account/contracts';
import type { OrderHistoryFilters } from '@account/api-client/orders';
import { useAsync } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { fetchOrderPage } from '../api/order-pages';

interface MorePages {
  /** The filters these pages belong to; pages of earlier filters are not shown. */
  key: string;
  orders: Order[];
  nextCursor: string | null;
}

/**
 * The first page of the filtered history loads with the screen and again whenever the filters
 * (`key`) change; further pages are appended on request.
 */
export function useOrderHistory(filters: OrderHistoryFilters, key: string) {
  const first = useAsync(() => fetchOrderPage(filters), `first-page:${key}`);
  const [loaded, setMore] = useState<MorePages | null>(null);
  const more = loaded?.key === key ? loaded : null;

  const firstPage = first.state.status === 'success' ? first.state.data : null;
  const orders = [...(firstPage?.orders ?? []), ...(more?.orders ?? [])];
  const nextCursor = more ? more.nextCursor : (firstPage?.nextCursor ?? null);

  const nextPage = useSubmit(
    async (cursor: string) => {
      const page = await fetchOrderPage(filters, cursor);
      setMore((earlier) => ({
        key,
        orders: [...(earlier?.key === key ? earlier.orders : []), ...page.orders],
        nextCursor: page.nextCursor,
      }));
    },
    () => 'failed' as const,
  );

  async function loadMore() {
    if (nextCursor) await nextPage.submit(nextCursor);
  }

  return {
    first,
    orders,
    totalCount: firstPage?.totalCount ?? 0,
    years: firstPage?.years ?? [],
    hasMore: nextCursor !== null,
    loadMore,
    loadingMore: nextPage.busy,
    moreFailed: nextPage.failure !== null,
  };
}
