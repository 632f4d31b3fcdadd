import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@account/api-client';
import { sendMagicLink } from '@account/api-client/customer';

export type MagicLinkState = 'ACTIVE' | 'IN_PROGRESS' | 'SUCCESS' | 'DISABLED';

/** Spec section 9: after a successful send the button is usable again after 800 ms. */
export const REACTIVATION_DELAY_MS = 800;
/** Throttled (429): disabled for a while, then reactivated. */
export const DISABLED_DELAY_MS = 30_000;

export type MagicLinkOutcome = 'sent' | 'tooMany' | 'failed' | null;

/** The send states of spec section 4; a failure reactivates at once. */
export function useMagicLinkSender(send: typeof sendMagicLink = sendMagicLink) {
  const [state, setState] = useState<MagicLinkState>('ACTIVE');
  const [outcome, setOutcome] = useState<MagicLinkOutcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function reactivateAfter(ms: number) {
    timer.current = setTimeout(() => setState('ACTIVE'), ms);
  }

  async function sendLink(username: string) {
    if (state !== 'ACTIVE') return;
    setState('IN_PROGRESS');
    setOutcome(null);
    try {
      await send(username);
      setState('SUCCESS');
      setOutcome('sent');
      reactivateAfter(REACTIVATION_DELAY_MS);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setState('DISABLED');
        setOutcome('tooMany');
        reactivateAfter(DISABLED_DELAY_MS);
      } else {
        setState('ACTIVE');
        setOutcome('failed');
      }
    }
  }

  return { state, outcome, sendLink };
}
