import { useCallback, useState } from 'react';
import { cancelStockReminder, requestStockReminder } from '@account/api-client/wishlist';
import type { WishlistItem, WishlistStockReminderState } from '@account/contracts';

/** A reminder's state on the page: the service's, or the one an action of this visit left. */
export type ReminderState = WishlistStockReminderState | null;

export interface ReminderStatus {
  state: ReminderState;
  busy: boolean;
  failed: boolean;
}

/**
 * The stock reminders of the wishlist's items ("Benachrichtigen, wenn verfügbar"), by product:
 * what the wishlist said, then what asking or cancelling answered. A failed call keeps the state
 * it had and marks the item failed. Null for an item whose service sends no reminder state (a
 * service without the addition): then no reminder is offered.
 */
export function useStockReminders() {
  const [changed, setChanged] = useState<Record<string, ReminderState>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  const mark = (set: typeof setBusy, product: string, on: boolean) =>
    set((current) => {
      const next = new Set(current);
      if (on) next.add(product);
      else next.delete(product);
      return next;
    });

  const run = useCallback(async (product: string, action: () => Promise<ReminderState>) => {
    mark(setBusy, product, true);
    mark(setFailed, product, false);
    try {
      const state = await action();
      setChanged((current) => ({ ...current, [product]: state }));
      return true;
    } catch {
      mark(setFailed, product, true);
      return false;
    } finally {
      mark(setBusy, product, false);
    }
  }, []);

  const request = useCallback(
    (item: WishlistItem) =>
      run(
        item.baseProductNo,
        async () => (await requestStockReminder(item.baseProductNo)).stockReminder,
      ),
    [run],
  );
  const cancel = useCallback(
    (item: WishlistItem) =>
      run(item.baseProductNo, async () => {
        await cancelStockReminder(item.baseProductNo);
        return null;
      }),
    [run],
  );

  const statusOf = (item: WishlistItem): ReminderStatus | null => {
    if (item.stockReminder === undefined) return null;
    const product = item.baseProductNo;
    return {
      state: product in changed ? changed[product]! : item.stockReminder,
      busy: busy.has(product),
      failed: failed.has(product),
    };
  };
  return { statusOf, request, cancel };
}
