import { ApiError, isApiConfigured } from '@account/api-client';
import { postLog, type LogEntry } from '@account/api-client/logging';
import { LOG_MESSAGE_MAX, type ErrorCategory, type LogLevel } from '@account/contracts';
import { currentPage } from './page';
import { createRateLimit } from './rate-limit';

const allow = createRateLimit(30);

/** Spec section 8: 500–599 count as server side, everything else as client side. */
export function errorCategory(status: number | null): ErrorCategory {
  return status !== null && status >= 500 && status <= 599 ? 'server' : 'client';
}

/** Spec section 8: network errors, timeouts and 401–499 are warnings; the rest are errors. */
export function logLevelOf(error: unknown): LogLevel {
  if (!(error instanceof ApiError)) return 'error';
  if (error.reason === 'CONNECTION') return 'warning';
  return error.status !== null && error.status >= 401 && error.status <= 499 ? 'warning' : 'error';
}

/** Reports from before the host configured the API client (the remote registry loads first). */
const pending: LogEntry[] = [];
const PENDING_MAX = 10;

function post(entry: LogEntry): void {
  if (!allow()) return;
  // A failed report is not reported again (that could loop); the page carries on regardless.
  postLog(entry).catch(() => undefined);
}

/** Sends what was reported before the API client was configured; the host calls it at start. */
export function flushPendingReports(): void {
  if (!isApiConfigured()) return;
  pending.splice(0).forEach(post);
}

function send(entry: LogEntry): void {
  const complete = {
    ...entry,
    message: entry.message.slice(0, LOG_MESSAGE_MAX),
    page: currentPage(),
  };
  if (!isApiConfigured()) {
    if (pending.length < PENDING_MAX) pending.push(complete);
    return;
  }
  flushPendingReports();
  post(complete);
}

/**
 * Reports an error with code, category and message (spec section 8). `source` is the remote or
 * package (`login`, `session` …); `message` says what failed, in words of the code, never the
 * customer's input.
 */
export function reportError(source: string, message: string, error?: unknown): void {
  if (error instanceof ApiError) {
    send({
      level: logLevelOf(error),
      source,
      message,
      code: error.errorKey ?? (error.reason === 'CONNECTION' ? 'CONNECTION' : undefined),
      status: error.status ?? undefined,
      category: errorCategory(error.status),
    });
    return;
  }
  const name = error instanceof Error ? error.name : undefined;
  send({
    level: 'error',
    source,
    message,
    code: name && /^[A-Za-z0-9_.-]{1,64}$/.test(name) ? name : undefined,
    category: 'client',
  });
}

/** Something went wrong that the customer did not notice, e.g. an inconsistent login state. */
export function reportWarning(source: string, message: string, code?: string): void {
  send({ level: 'warning', source, message, code, category: 'client' });
}
