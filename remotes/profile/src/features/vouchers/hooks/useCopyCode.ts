import { useState } from 'react';
import { reportError } from '@account/tracking';
import { announce } from '@account/ui';

/**
 * Copies a voucher code to the clipboard and says so, visibly beside the button and to screen
 * readers; without clipboard access (an old browser, a denied permission) the customer is told to
 * copy the code by hand. Remembers which code it copied, so only that card says "Code kopiert".
 */
export function useCopyCode(copiedText: string) {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setFailed(null);
      setCopied(code);
      announce(copiedText);
    } catch (error) {
      reportError('profile', 'Copying a voucher code failed', error);
      setCopied(null);
      setFailed(code);
    }
  }
  return { copied, failed, copy };
}
