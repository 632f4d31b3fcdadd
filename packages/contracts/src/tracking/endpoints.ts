// The logging service's endpoints: client logs, tracking events, CSP reports, and real-user
// monitoring's reports.
import { LogEntryRequest } from './logging';
import { TrackingEnvelope } from './tracking-events';
import { RumBatch } from './rum';
import { declareEndpoints } from '../catalogue/endpoint';

export const trackingEndpoints = declareEndpoints({
  log: {
    service: 'logging',
    method: 'POST',
    path: '/logs',
    summary: "A client's log entry",
    access: 'public',
    status: 204,
    errorKeys: ['TOO_MANY_REQUESTS'],
    body: LogEntryRequest,
  },
  events: {
    service: 'logging',
    method: 'POST',
    path: '/events',
    summary: 'A tracking event',
    access: 'guest-or-customer',
    status: 204,
    errorKeys: ['TOO_MANY_REQUESTS'],
    body: TrackingEnvelope,
  },
  cspReports: {
    service: 'logging',
    method: 'POST',
    path: '/csp-reports',
    summary: 'Content-Security-Policy violation reports, posted by the browser',
    access: 'public',
    clientId: 'report-from-browser',
    status: 204,
    errorKeys: ['TOO_MANY_REQUESTS'],
  },
  vitals: {
    service: 'logging',
    method: 'POST',
    path: '/vitals',
    summary:
      "Real-user monitoring: a page view's web vitals, uncaught errors and failed remote loads",
    access: 'public',
    // Sent with navigator.sendBeacon as the page is hidden, which cannot set our client header;
    // the call only counts metric series, like a CSP report only appends to a log.
    clientId: 'report-from-browser',
    status: 204,
    errorKeys: ['TOO_MANY_REQUESTS'],
    body: RumBatch,
  },
});
