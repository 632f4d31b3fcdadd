import { useRef } from 'react';

/**
 * One Idempotency-Key per customer action: the same key while the customer retries the same
 * action (after a failure the service may have carried it out), a new one for a different
 * action (other items, another reason). The service replays its first answer to a repeated key.
 */
export function useActionKeys(): (action: string) => string {
  const keys = useRef(new Map<string, string>());
  return (action) => {
    let key = keys.current.get(action);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(action, key);
    }
    return key;
  };
}
