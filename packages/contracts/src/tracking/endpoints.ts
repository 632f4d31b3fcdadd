// The logging service's endpoints: client logs, tracking events and CSP reports.
import { LogEntryRequest } from './logging';
import { TrackingEnvelope } from './tracking-events';
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
});
