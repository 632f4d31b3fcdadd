import { useEffect, useSyncExternalStore } from 'react';
import { pageState } from './page-state';

/**
 * The page's one polite live region (WCAG 4.1.3). Screen readers announce changes of a region
 * that already exists, not of one inserted with its text, so the frame renders it once and
 * every remote announces through this module; its state is the page's (page-state.ts), so every
 * copy of @account/ui shares it.
 */
const region = pageState('live-region', () => ({
  message: '',
  listeners: new Set<() => void>(),
  pending: null as ReturnType<typeof setTimeout> | null,
}));

function emit() {
  for (const listener of region.listeners) listener();
}

/** Clears first, so the same text said twice is announced twice. */
export function announce(text: string): void {
  if (region.pending) clearTimeout(region.pending);
  region.message = '';
  emit();
  region.pending = setTimeout(() => {
    region.message = text;
    region.pending = null;
    emit();
  }, 100);
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      region.listeners.add(listener);
      return () => region.listeners.delete(listener);
    },
    () => region.message,
    () => '',
  );
}

/** Announces an async result once it is there (a mail sent, a setting saved). */
export function useAnnounce(text: string | null | undefined): void {
  useEffect(() => {
    if (text) announce(text);
  }, [text]);
}
