import { z } from 'zod';
import { LOG_MESSAGE_MAX } from './limits';

/**
 * What the front end posts to the logging service (spec section 7 leaves the shape open). Every
 * field is bounded and none carries personal data: pages are paths without query, messages are
 * fixed texts of the code, codes are error keys or statuses.
 */
export const LogLevel = z.enum(['info', 'warning', 'error']);
export type LogLevel = z.infer<typeof LogLevel>;

/** Spec section 8: 500–599 count as server side, everything else as client side. */
export const ErrorCategory = z.enum(['server', 'client']);
export type ErrorCategory = z.infer<typeof ErrorCategory>;

/** POST logs, snake_case on the wire. */
export const LogEntryRequest = z.strictObject({
  level: LogLevel,
  /** The remote or package that reports: `login`, `session`, `federation` … */
  source: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
  message: z.string().min(1).max(LOG_MESSAGE_MAX),
  /** The spec error key, `CONNECTION`, or another short code of the reporter. */
  code: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  status: z.number().int().min(100).max(599).optional(),
  category: ErrorCategory.optional(),
  /** The page's path, without query or fragment. */
  page: z
    .string()
    .regex(/^\/[^?#]{0,199}$/)
    .optional(),
});
export type LogEntryRequest = z.input<typeof LogEntryRequest>;
