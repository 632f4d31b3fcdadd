import type { LogEntryRequest, TrackingEnvelope } from '@account/contracts';
import type { CamelCased } from '../case';
import { request } from '../request';

export type LogEntry = CamelCased<LogEntryRequest>;

/** POST logs: one entry for the logging service. No refresh on 401: logs need no session. */
export function postLog(entry: LogEntry): Promise<void> {
  return request('logging', 'logs', { method: 'POST', body: entry, refreshOn401: false });
}

/** POST events: one tracking event, only ever sent with the customer's consent. */
export function postTrackingEvent(envelope: TrackingEnvelope): Promise<void> {
  return request('logging', 'events', { method: 'POST', body: envelope, refreshOn401: false });
}
