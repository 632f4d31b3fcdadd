import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { buyAgain } from '@account/api-client/products';
import type { BuyAgainResult } from '@account/contracts';
import { useSubmit } from '@account/ui/forms';

interface BuyAgainRun {
  /** Counts the runs, so each outcome is a new message that takes focus. */
  id: number;
  result: BuyAgainResult;
}

function useBuyAgainState() {
  const [last, setLast] = useState<BuyAgainRun | null>(null);
  const submission = useSubmit(
    async (orderNumber: string, itemIds?: string[]) => {
      const result = await buyAgain(orderNumber, itemIds);
      setLast((previous) => ({ id: (previous?.id ?? 0) + 1, result }));
      return result;
    },
    () => 'failed' as const,
  );
  return { ...submission, last };
}

type BuyAgain = ReturnType<typeof useBuyAgainState>;

const Context = createContext<BuyAgain | null>(null);

/**
 * One "buy again" per order detail: the order's button and every item's share the call in
 * progress and the one outcome message, shown where the order's button is.
 */
export function BuyAgainProvider({ children }: { children: ReactNode }) {
  return createElement(Context.Provider, { value: useBuyAgainState() }, children);
}

export function useBuyAgain(): BuyAgain {
  const value = useContext(Context);
  if (!value) throw new Error('useBuyAgain() needs a <BuyAgainProvider> around it');
  return value;
}

/** Buying again is offered once the goods arrived: for an order with delivered items. */
export const canBuyAgain = (items: ReadonlyArray<{ status: string }>): boolean =>
  items.some((item) => item.status === 'delivered' || item.status === 'returned');
