import { addresses } from '@account/contracts';
import type { LogEntryRequest, TrackingEnvelope } from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

export type LogEntry = CamelCased<LogEntryRequest>;

/** POST logs: one entry for the logging service. No refresh on 401: logs need no session. */
export function postLog(entry: LogEntry): Promise<void> {
  return call(addresses.logging.log, { body: entry, refreshOn401: false });
}

/** POST events: one tracking event, only ever sent with the customer's consent. */
export function postTrackingEvent(envelope: TrackingEnvelope): Promise<void> {
  return call(addresses.logging.events, { body: envelope, refreshOn401: false });
}
