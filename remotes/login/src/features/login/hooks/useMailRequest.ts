import { useState } from 'react';
import { genericMessage } from '../../../components/api-messages';
import type { Message } from '../errors';

/** Asking the service to send a mail once: busy while it runs, then sent or a message to show. */
export function useMailRequest(request: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await request();
      setSent(true);
    } catch (failure) {
      setError(genericMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, sent, error, send };
}
