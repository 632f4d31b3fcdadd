import { useState } from 'react';
import type { Order } from '@account/contracts';
import { useAsync } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { fetchOrderPage } from '../api/order-pages';

/** The first page loads with the screen; further pages are appended on request. */
export function useOrderHistory() {
  const first = useAsync(() => fetchOrderPage(), 'first-page');
  const [more, setMore] = useState<{ orders: Order[]; nextCursor: string | null } | null>(null);

  const firstPage = first.state.status === 'success' ? first.state.data : null;
  const orders = [...(firstPage?.orders ?? []), ...(more?.orders ?? [])];
  const nextCursor = more ? more.nextCursor : (firstPage?.nextCursor ?? null);

  const nextPage = useSubmit(
    async (cursor: string) => {
      const page = await fetchOrderPage(cursor);
      setMore((loaded) => ({
        orders: [...(loaded?.orders ?? []), ...page.orders],
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
    hasMore: nextCursor !== null,
    loadMore,
    loadingMore: nextPage.busy,
    moreFailed: nextPage.failure !== null,
  };
}
