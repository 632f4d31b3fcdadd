import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '@account/router';
import { pageState } from './page-state';

/**
 * The confirmation of the last save, delete or send, for the page that shows it. It lives on
 * the page (page-state.ts), not in a component, so it survives the navigation of an action that
 * leads elsewhere ("saved" on the list after the form) and every copy of @account/ui reads the
 * same one. Once shown it stays until the customer goes to another page.
 */
export interface Confirmation {
  id: number;
  text: string;
  /** The path (from the account root) of the page it belongs to. */
  at: string;
  shown: boolean;
}

const store = pageState('confirmation', () => ({
  current: null as Confirmation | null,
  lastId: 0,
  listeners: new Set<() => void>(),
}));

function set(next: Confirmation | null) {
  store.current = next;
  for (const listener of store.listeners) listener();
}

const pathOf = (to: string) => to.split(/[?#]/)[0] ?? to;

/** Called on every page change: a confirmation already seen belongs to the page left. */
export function expireShownConfirmation(): void {
  if (store.current?.shown) set(null);
}

/** Marks it seen, so the next page change ends it. */
export function noteConfirmationShown(id: number): void {
  if (store.current?.id === id) store.current.shown = true;
}

/** The confirmation waiting for the page at `pathname`, if any. */
export function useConfirmationFor(pathname: string): Confirmation | null {
  const current = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.current,
    () => null,
  );
  return current && current.at === pathOf(pathname) ? current : null;
}

/**
 * `confirm(text)` after an action succeeded: the page's `ConfirmationOutlet` shows the text in
 * a `ConfirmationNotice` and moves focus to it. With `navigateTo` the action leads to that page
 * and the confirmation appears there.
 */
export function useConfirmation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (text: string, options: { navigateTo?: string } = {}) => {
      store.lastId += 1;
      set({ id: store.lastId, text, at: pathOf(options.navigateTo ?? pathname), shown: false });
      if (options.navigateTo) await navigate(options.navigateTo);
    },
    [navigate, pathname],
  );
}
