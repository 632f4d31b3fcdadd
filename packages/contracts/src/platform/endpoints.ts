// The API's own endpoints: the orchestrator's probes, and the local-only mailbox and offline
// reCAPTCHA (left out of the OpenAPI document).
import { z } from 'zod';
import { declareEndpoints } from '../catalogue/endpoint';

/** The answer of the health and readiness checks. */
export const HealthStatus = z.object({ status: z.string() });

export const platformEndpoints = declareEndpoints({
  health: {
    service: 'health',
    method: 'GET',
    path: '/health',
    summary: 'The process is alive',
    access: 'public',
    response: HealthStatus,
  },
  ready: {
    service: 'health',
    method: 'GET',
    path: '/ready',
    summary: 'The database answers',
    access: 'public',
    response: HealthStatus,
  },
  mails: {
    service: 'dev',
    method: 'GET',
    path: '/mails',
    summary: 'The mails sent, optionally to one address',
    access: 'public',
    internal: true,
    query: z.object({ to: z.string().min(1).optional() }),
  },
  mailbox: {
    service: 'dev',
    method: 'GET',
    path: '/mailbox',
    summary: 'The mails sent, as a page',
    access: 'public',
    produces: 'text/html',
    internal: true,
    query: z.object({ to: z.string().min(1).optional() }),
  },
  attachment: {
    service: 'dev',
    method: 'GET',
    path: '/mails/:id/attachments/:index',
    summary: "A mail's attachment",
    access: 'public',
    produces: 'application/pdf',
    internal: true,
    errorKeys: ['NOT_FOUND'],
    params: z.object({ id: z.string().min(1), index: z.coerce.number().int().min(0) }),
  },
  optIns: {
    service: 'dev',
    method: 'GET',
    path: '/opt-ins',
    summary: "An address's double-opt-in links",
    access: 'public',
    internal: true,
    query: z.object({ email: z.string().min(1) }),
  },
  cspReports: {
    service: 'dev',
    method: 'GET',
    path: '/csp-reports',
    summary: 'The CSP reports received',
    access: 'public',
    internal: true,
  },
  token: {
    service: 'recaptchaOffline',
    method: 'POST',
    path: '/token',
    summary: 'A reCAPTCHA token the offline verifier accepts',
    access: 'public',
    internal: true,
    response: z.object({ token: z.string() }),
  },
});
