import { sessionStore, setSessionEnded } from './store';

/** The channel every tab of the account area's origin listens on. */
export const SESSION_CHANNEL = 'account.session';

interface SessionEndedMessage {
  type: 'sessionEnded';
}

let connected: BroadcastChannel | null = null;

function isSessionEnded(data: unknown): data is SessionEndedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'sessionEnded'
  );
}

/**
 * The session's cookies are the browser's, not the tab's: a logout (or a refused refresh) in one
 * tab ends the session in all of them. The other tabs learn it at once and send a protected page
 * to login, saying why, instead of failing at the customer's next click.
 * Returns the disconnect (tests; the page keeps its channel for its lifetime).
 */
export function connectOtherTabs(channel: BroadcastChannel): () => void {
  const listener = (event: MessageEvent) => {
    if (isSessionEnded(event.data) && sessionStore.getState().status === 'loggedIn')
      setSessionEnded();
  };
  channel.addEventListener('message', listener);
  connected = channel;
  return () => {
    channel.removeEventListener('message', listener);
    if (connected === channel) connected = null;
  };
}

/** Tells the other tabs (never this one: a channel does not hear its own messages). */
export function tellOtherTabsSessionEnded(): void {
  const message: SessionEndedMessage = { type: 'sessionEnded' };
  connected?.postMessage(message);
}

// Only in a browser: pre-rendering at build time runs in Node, whose channel would keep it alive.
if (typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined')
  connectOtherTabs(new BroadcastChannel(SESSION_CHANNEL));
