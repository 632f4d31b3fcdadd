import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses a body or query with its contracts schema; anything that does not fit is BAD_REQUEST. */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, 'BAD_REQUEST');
  return result.data;
}
