import { LOCALE_HEADER, LocaleHeader, type Locale } from '@account/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * The shop a request comes from, its header matched without regard to case. Missing means the
 * German shop; an unknown shop is a client bug.
 */
export function shopLocale(request: FastifyRequest): Locale {
  const header = request.headers[LOCALE_HEADER];
  if (header === undefined) return 'de-DE';
  const parsed = LocaleHeader.safeParse(header);
  if (!parsed.success) throw new ApiError(400, 'BAD_REQUEST');
  return parsed.data;
}
