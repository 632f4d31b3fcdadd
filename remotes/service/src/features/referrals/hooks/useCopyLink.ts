import { useEffect, useState } from 'react';
import { reportError } from '@account/tracking';
import { announce } from '@account/ui';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the "copied" confirmation stays beside the button. */
export const COPIED_VISIBLE_MS = 4000;

/**
 * Copies the link to the clipboard and says so, visibly and to screen readers. Without clipboard
 * access (an old browser, a denied permission) the customer is told to copy it from the field.
 */
export function useCopyLink(copiedText: string) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
      announce(copiedText);
    } catch (error) {
      reportError('service', 'Copying the referral link failed', error);
      setState('failed');
    }
  }
  return { state, copy };
}
