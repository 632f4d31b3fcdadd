import {
  SHOP_SESSION_ID_BYTES,
  SHOP_SESSION_ID_LIFETIME_MS,
  SHOP_SESSION_ID_PATTERN,
} from '@account/contracts';

const STORAGE_KEY = 'shopSessionId';

interface StoredSessionId {
  id: string;
  expiresAt: number;
}

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SHOP_SESSION_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function stored(now: number): string | null {
  try {
    const value = JSON.parse(globalThis.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { id, expiresAt } = value as Partial<StoredSessionId>;
    return typeof id === 'string' && SHOP_SESSION_ID_PATTERN.test(id) && (expiresAt ?? 0) > now
      ? id
      : null;
  } catch {
    return null;
  }
}

/**
 * The shop session id the basket (X-SessionId) and the recommendations key on (spec section 9):
 * 16 random bytes in hex (the spec's 3 are guessable; an older 3-byte id in storage no longer
 * matches the pattern and is replaced), kept in local storage for about 180 days. Without storage (privacy mode)
 * a new id per call still works; the basket then lasts one call.
 */
export function shopSessionId(now = Date.now()): string {
  const existing = stored(now);
  if (existing) return existing;
  const id = newSessionId();
  try {
    globalThis.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        id,
        expiresAt: now + SHOP_SESSION_ID_LIFETIME_MS,
      } satisfies StoredSessionId),
    );
  } catch {
    // Storage refused: the id lives for this call only.
  }
  return id;
}
