import { z } from 'zod';

/**
 * How a customer logged in, for the login history (issue 25). PASSKEY is reserved for the
 * passkey login; NEW_ACCOUNT is the login right after account creation, PASSWORD_LINK the one
 * after setting a password through a mailed link.
 */
export const LoginMethod = z.enum([
  'PASSWORD',
  'MAGIC_LINK',
  'SOCIAL',
  'PASSKEY',
  'NEW_ACCOUNT',
  'PASSWORD_LINK',
]);
export type LoginMethod = z.infer<typeof LoginMethod>;

/** A device as named from its User-Agent; each part null when the browser did not tell. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  /** bowser's platform type: desktop, mobile, tablet, tv. */
  type: string | null;
}

/** GET user/security/sessions: one live session of the customer (security centre, issue 25). */
export interface ActiveSession {
  id: string;
  device: DeviceDescription;
  /** The shop the session was started in (de-DE, de-AT, de-CH); null for sessions from before. */
  shop: string | null;
  /** The coarse network of the last use, e.g. "203.0.113.0/24"; no geolocation. */
  network: string | null;
  /** ISO 8601; exact to the minute. */
  lastActiveAt: string;
  startedAt: string;
  /** The session of the calling browser. */
  current: boolean;
}

export interface ActiveSessionsResponse {
  sessions: ActiveSession[];
}

/** GET user/security/login-history: the last 20 logins and failed attempts, newest first. */
export interface LoginHistoryEntry {
  occurredAt: string;
  succeeded: boolean;
  method: LoginMethod;
  /** The social provider (google, apple, facebook) of a SOCIAL login. */
  provider: string | null;
  device: DeviceDescription;
}

export interface LoginHistoryResponse {
  entries: LoginHistoryEntry[];
}

/** POST user/security/sessions/end-others: how many sessions were ended. */
export interface EndOtherSessionsResponse {
  ended: number;
}

/** The number of entries the login history shows. */
export const LOGIN_HISTORY_LENGTH = 20;
