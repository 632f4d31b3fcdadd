import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads data for a screen: loading, failed or there (spec section 4: request, in progress,
 * success or failed). `key` names what is loaded; a new key loads again, as does `reload()`.
 * A result counts only for the request it answers, so late answers of an earlier key are dropped
 * and a new request shows as loading at once.
 */
export function useAsync<T>(load: () => Promise<T>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  const [result, setResult] = useState<{ request: string; state: AsyncState<T> } | null>(null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let current = true;
    // Showing what arrived is a transition: React renders it in slices, so a page whose tiles
    // answer while it loads stays responsive (no long task per answer on a slow phone).
    const show = (state: AsyncState<T>) =>
      current && startTransition(() => setResult({ request, state }));
    latestLoad.current().then(
      (data) => show({ status: 'success', data }),
      (error: unknown) => show({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [request]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** After a change the server answered with the new state, show it without loading again. */
  const setData = useCallback(
    (data: T) => setResult({ request, state: { status: 'success', data } }),
    [request],
  );
  const state: AsyncState<T> = result?.request === request ? result.state : LOADING;
  return { state, reload, setData };
}
