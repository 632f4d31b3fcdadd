import { useState } from 'react';
import type { Order } from '@account/contracts';
import { useAsync } from '@account/ui';
import { fetchOrderPage } from '../api/order-pages';

/** The first page loads with the screen; further pages are appended on request. */
export function useOrderHistory() {
  const first = useAsync(() => fetchOrderPage(), 'first-page');
  const [more, setMore] = useState<{ orders: Order[]; nextCursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const firstPage = first.state.status === 'success' ? first.state.data : null;
  const orders = [...(firstPage?.orders ?? []), ...(more?.orders ?? [])];
  const nextCursor = more ? more.nextCursor : (firstPage?.nextCursor ?? null);

  async function loadMore() {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await fetchOrderPage(nextCursor);
      setMore({ orders: [...(more?.orders ?? []), ...page.orders], nextCursor: page.nextCursor });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return { first, orders, totalCount: firstPage?.totalCount ?? 0, hasMore: nextCursor !== null, loadMore, loadingMore, moreFailed };
}
