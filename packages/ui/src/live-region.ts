import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page's one polite live region (WCAG 4.1.3). Screen readers announce changes of a region
 * that already exists, not of one inserted with its text, so the frame renders it once and
 * every remote announces through this module; @account/ui is a singleton, so they share it.
 */
let message = '';
const listeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | null = null;

function emit() {
  for (const listener of listeners) listener();
}

/** Clears first, so the same text said twice is announced twice. */
export function announce(text: string): void {
  if (pending) clearTimeout(pending);
  message = '';
  emit();
  pending = setTimeout(() => {
    message = text;
    pending = null;
    emit();
  }, 100);
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
    () => '',
  );
}

/** Announces an async result once it is there (a mail sent, a setting saved). */
export function useAnnounce(text: string | null | undefined): void {
  useEffect(() => {
    if (text) announce(text);
  }, [text]);
}
