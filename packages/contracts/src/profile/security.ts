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
export const DeviceDescription = z.object({
  /** With its major version: "Chrome 156". */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** bowser's platform type: desktop, mobile, tablet, tv. */
  type: z.string().nullable(),
  /**
   * Issue 40, the device in a customer's words ("Chrome auf Linux-Computer", "Safari auf
   * iPhone"): the browser and system without versions, and the Apple device where it is one.
   * Optional: a service that does not send them still gets the names above.
   */
  browserName: z.string().nullish(),
  osName: z.string().nullish(),
  /** iPhone or iPad; null for every other device (bowser's other models are the UA's own words). */
  model: z.enum(['iPhone', 'iPad']).nullish(),
});
export type DeviceDescription = z.infer<typeof DeviceDescription>;

/** GET user/security/sessions: one live session of the customer (security centre, issue 25). */
export const ActiveSession = z.object({
  id: z.string(),
  device: DeviceDescription,
  /** The shop the session was started in (de-DE, de-AT, de-CH); null for sessions from before. */
  shop: z.string().nullable(),
  /** The coarse network of the last use, e.g. "203.0.113.0/24"; no geolocation. */
  network: z.string().nullable(),
  /** ISO 8601; exact to the minute. */
  lastActiveAt: z.string(),
  startedAt: z.string(),
  /** Issue 40: how the session began; null for sessions from before it was kept, optional. */
  loginMethod: LoginMethod.nullish(),
  /** The social provider as the catalogue names it (GOOGLE, APPLE, FACEBOOK) of a SOCIAL login. */
  provider: z.string().nullish(),
  /** The session of the calling browser. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const ActiveSessionsResponse = z.object({ sessions: z.array(ActiveSession) });
export type ActiveSessionsResponse = z.infer<typeof ActiveSessionsResponse>;

/** GET user/security/login-history: the last 20 logins and failed attempts, newest first. */
export const LoginHistoryEntry = z.object({
  occurredAt: z.string(),
  succeeded: z.boolean(),
  method: LoginMethod,
  /** The social provider as the catalogue names it (GOOGLE, APPLE, FACEBOOK) of a SOCIAL login. */
  provider: z.string().nullable(),
  device: DeviceDescription,
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntry>;

export const LoginHistoryResponse = z.object({ entries: z.array(LoginHistoryEntry) });
export type LoginHistoryResponse = z.infer<typeof LoginHistoryResponse>;

/** POST user/security/sessions/end-others: how many sessions were ended. */
export const EndOtherSessionsResponse = z.object({
  ended: z.number().int(),
  /** Issue 33: the grant to remove every passkey and provider login (profile/ways-in.ts). */
  waysInRemovalToken: z.string().nullable().optional(),
});
export type EndOtherSessionsResponse = z.infer<typeof EndOtherSessionsResponse>;

/** The number of entries the login history shows. */
export const LOGIN_HISTORY_LENGTH = 20;
