import { useEffect, useState } from 'react';
import { announce } from './live-region';

/** How long the "copied" confirmation stays beside the button. */
export const COPIED_VISIBLE_MS = 4000;

type Outcome = { text: string; state: 'copied' | 'failed' };

/**
 * Copies a text (a voucher code, a referral link) to the clipboard and says so, visibly and to
 * screen readers (`copiedText`). Without clipboard access (an old browser, a denied permission)
 * `failed` names the text, so the screen can ask the customer to copy it by hand; `onFailure`
 * reports why. `copied` and `failed` name the text, so a list shows the outcome on its own card.
 */
export function useCopyText(copiedText: string, onFailure: (error: unknown) => void) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (outcome?.state !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({ text, state: 'copied' });
      announce(copiedText);
    } catch (error) {
      onFailure(error);
      setOutcome({ text, state: 'failed' });
    }
  }
  return {
    copied: outcome?.state === 'copied' ? outcome.text : null,
    failed: outcome?.state === 'failed' ? outcome.text : null,
    copy,
  };
}
