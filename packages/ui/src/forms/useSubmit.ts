import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 4: a request is idle, in progress, then succeeded or failed. */
export type SubmitState<R, F> =
  | { status: 'idle' }
  | { status: 'inProgress' }
  | { status: 'success'; result: R }
  | { status: 'failed'; failure: F };

/** What one submit ended in, for callers that act on it (navigate, change step). */
export type SubmitOutcome<R, F> = { ok: true; result: R } | { ok: false; failure: F };

const IDLE = { status: 'idle' } as const;
const IN_PROGRESS = { status: 'inProgress' } as const;

/**
 * Sends a write once per customer action. `classify` turns what the call threw into what the
 * screen shows (e.g. 409 → 'notPossible', 403 → 'wrongPassword', anything else → 'failed').
 * A second submit while one is in progress is ignored (resolves to null): a double click must
 * not cancel, return or register twice. The guard is a ref, not the state, because two clicks
 * can arrive before React renders the first one's state.
 */
export function useSubmit<A extends unknown[], R, F>(
  action: (...args: A) => Promise<R>,
  classify: (error: unknown) => F,
) {
  const [state, setState] = useState<SubmitState<R, F>>(IDLE);
  const running = useRef(false);
  const latest = useRef({ action, classify });
  useEffect(() => {
    latest.current = { action, classify };
  });

  const submit = useCallback(async (...args: A): Promise<SubmitOutcome<R, F> | null> => {
    if (running.current) return null;
    running.current = true;
    setState(IN_PROGRESS);
    try {
      const result = await latest.current.action(...args);
      setState({ status: 'success', result });
      return { ok: true, result };
    } catch (error) {
      const failure = latest.current.classify(error);
      setState({ status: 'failed', failure });
      return { ok: false, failure };
    } finally {
      running.current = false;
    }
  }, []);
  const reset = useCallback(() => {
    if (!running.current) setState(IDLE);
  }, []);

  const failure = state.status === 'failed' ? state.failure : null;
  return { state, busy: state.status === 'inProgress', failure, submit, reset };
}
