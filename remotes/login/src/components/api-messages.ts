import { ApiError } from '@account/api-client';
import type { Message } from './message';

/** Throttled answers get their own message; everything unexpected is the generic error (spec section 8). */
export function genericMessage(error: unknown): Message {
  if (error instanceof ApiError && error.status === 429)
    return { key: 'tooManyRequests', tone: 'warning' };
  return { key: 'genericError' };
}

export const isTokenInvalid = (error: unknown) =>
  error instanceof ApiError && error.errorKey === 'TOKEN_INVALID';
export const isTooCommon = (error: unknown) =>
  error instanceof ApiError && error.errorKey === 'PASSWORD_TOO_COMMON';
