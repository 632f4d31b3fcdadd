import { useCallback, useEffect, useRef, useState } from 'react';
import { addToBasket } from '@account/api-client/products';
import { getWishlist, setWishlistItemState } from '@account/api-client/wishlist';
import { WISHLIST_REMOVAL_DELAY_MS, type WishlistItem } from '@account/contracts';
import { useAsync } from '@account/ui';

/** Spec section 3: the add-to-basket status of one item. */
export type AddToBasketStatus = 'loading' | 'success' | 'error';

export interface WishlistEvents {
  /** After an item left the list (tracking, announcements). */
  onLeft?: (item: WishlistItem, reason: 'deleted' | 'movedToBasket') => void;
  onAddFailed?: (item: WishlistItem, error: unknown) => void;
  onDeleteFailed?: (item: WishlistItem) => void;
}

/**
 * The wishlist with its actions (spec section 4). Add to basket: loading, then success or error
 * per item; 1.5 s after success the item leaves the list and is patched `movedToBasket`. Delete:
 * the item leaves at once, then is patched `deleted`; if that fails it comes back. Leaving the
 * page within the 1.5 s patches at once, so nothing added is left behind on the list.
 */
export function useWishlist(events: WishlistEvents = {}) {
  const { state, reload, setData } = useAsync(() => getWishlist(), 'wishlist');
  const [statuses, setStatuses] = useState<Record<string, AddToBasketStatus>>({});
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(
    new Map<string, { timer: ReturnType<typeof setTimeout>; leave: () => void }>(),
  );
  const latestEvents = useRef(events);
  useEffect(() => {
    latestEvents.current = events;
  });

  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const { timer, leave } of waiting.values()) {
        clearTimeout(timer);
        leave();
      }
      waiting.clear();
    };
  }, []);

  const hide = (sku: string, hiddenNow: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (hiddenNow) next.add(sku);
      else next.delete(sku);
      return next;
    });

  const moveToBasket = useCallback(async (item: WishlistItem) => {
    const { sku } = item.variant;
    setStatuses((current) => ({ ...current, [sku]: 'loading' }));
    try {
      await addToBasket({ baseProductNo: item.baseProductNo, sku });
    } catch (error) {
      setStatuses((current) => ({ ...current, [sku]: 'error' }));
      latestEvents.current.onAddFailed?.(item, error);
      return;
    }
    setStatuses((current) => ({ ...current, [sku]: 'success' }));
    const leave = () => {
      pending.current.delete(sku);
      // In the basket already: a failed patch only leaves the item on the server's list.
      setWishlistItemState(sku, 'movedToBasket').catch(() => undefined);
    };
    const timer = setTimeout(() => {
      leave();
      hide(sku, true);
      latestEvents.current.onLeft?.(item, 'movedToBasket');
    }, WISHLIST_REMOVAL_DELAY_MS);
    pending.current.set(sku, { timer, leave });
  }, []);

  const remove = useCallback(async (item: WishlistItem) => {
    const { sku } = item.variant;
    hide(sku, true);
    try {
      await setWishlistItemState(sku, 'deleted');
      latestEvents.current.onLeft?.(item, 'deleted');
    } catch {
      hide(sku, false);
      latestEvents.current.onDeleteFailed?.(item);
    }
  }, []);

  const visible =
    state.status === 'success'
      ? { ...state, data: state.data.items.filter((item) => !hidden.has(item.variant.sku)) }
      : state;
  return { state: visible, reload, setData, statuses, moveToBasket, remove };
}
