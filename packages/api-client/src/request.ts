import {
  CLIENT_ID,
  CLIENT_ID_HEADER,
  CORRELATION_ID_HEADER,
  LOCALE_HEADER,
  RECAPTCHA_HEADER,
  type ErrorBody,
  type ServiceName,
  type SocialLoginUserInfo,
} from '@account/contracts';
import { apiConfig } from './config';
import { toSnakeCase } from './case';
import { ApiError, reasonForStatus } from './errors';
import { recaptchaToken, type RecaptchaAction } from './recaptcha';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: object;
  /** Top-level body keys whose values are sent as they are, not snake_cased. */
  verbatimBodyKeys?: readonly string[];
  headers?: Record<string, string>;
  /** A 401 triggers one token refresh and a retry; the refresh call itself must not. */
  refreshOn401?: boolean;
  /** Calls guarded by reCAPTCHA: a token given by the caller, or a fresh one from the configured provider. */
  recaptcha?: { action: RecaptchaAction; token?: string | undefined };
  /**
   * The one success status the spec allows for the call (social login: 200); any other answer,
   * a 204 without the customer say, fails as UNKNOWN instead of passing for a success.
   */
  requiredStatus?: number;
}

/**
 * How long one call may take, answer body included. A hung service then ends in the error state
 * with its retry instead of "Wird geladen …" for ever.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

type RefreshHandler = () => Promise<boolean>;
let refreshHandler: RefreshHandler | null = null;
let refreshing: Promise<boolean> | null = null;
let sessionExpiredHandler: (() => void) | null = null;
type CallFailedHandler = (service: ServiceName, path: string, error: ApiError) => void;
let callFailedHandler: CallFailedHandler | null = null;

/** Registered by the auth module, so request() does not depend on a particular endpoint. */
export function onUnauthorized(handler: RefreshHandler): void {
  refreshHandler = handler;
}

/**
 * Registered by the session package: a call answered 401 whose token refresh the server refused
 * means the session ended mid-visit (spec section 4: a token-refresh failure leads to login).
 */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/**
 * Registered by the tracking package: every failed call is reported to the logging service
 * (spec section 8), so no remote has to remember it. The handler must not throw.
 */
export function onCallFailed(handler: CallFailedHandler): void {
  callFailedHandler = handler;
}

function url(service: ServiceName, path: string, query: RequestOptions['query']): string {
  const base = apiConfig().services[service];
  if (base === undefined) throw new Error(`No base URL configured for service "${service}"`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeCase(query ?? {}) as object)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.size ? `?${params}` : '';
  return `${base.replace(/\/$/, '')}/${path}${search}`;
}

/** An answer with its body read, so the timeout covers a body that never finishes too. */
interface Answer {
  status: number;
  ok: boolean;
  text: string;
  /** The body of a successful file download (`asFile`); error bodies are read as text. */
  file?: Blob;
}

interface SendOptions extends RequestOptions {
  asFile?: boolean;
}

async function send(service: ServiceName, path: string, options: SendOptions): Promise<Answer> {
  const headers: Record<string, string> = {
    [CLIENT_ID_HEADER]: CLIENT_ID,
    [LOCALE_HEADER]: apiConfig().locale,
    [CORRELATION_ID_HEADER]: crypto.randomUUID(),
    Accept: 'application/json',
    ...options.headers,
  };
  if (options.recaptcha)
    headers[RECAPTCHA_HEADER] =
      options.recaptcha.token ?? (await recaptchaToken(options.recaptcha.action));
  if (options.body) headers['Content-Type'] = 'application/json';
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url(service, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body
        ? JSON.stringify(toSnakeCase(options.body, options.verbatimBodyKeys))
        : undefined,
      credentials: 'include',
      signal: timeout.signal,
    });
    if (options.asFile && response.ok)
      return { status: response.status, ok: true, text: '', file: await response.blob() };
    return {
      status: response.status,
      ok: response.ok,
      text: response.status === 204 ? '' : await response.text(),
    };
  } catch {
    // No answer, a broken connection or the timeout: to the customer all are "not reachable".
    throw new ApiError('CONNECTION', null, null);
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  return text ? JSON.parse(text) : undefined;
}

async function refreshOnce(): Promise<boolean> {
  if (!refreshHandler) return false;
  // Parallel calls that all see 401 share one refresh instead of racing the token rotation.
  refreshing ??= refreshHandler().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function asUserInfo(value: unknown): SocialLoginUserInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { firstName, lastName, email } = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { firstName: text(firstName), lastName: text(lastName), email: text(email) };
}

/** A structural check instead of the zod schema: the browser bundle stays free of zod. */
function asErrorBody(value: unknown): Partial<ErrorBody> | null {
  if (typeof value !== 'object' || value === null) return null;
  const {
    errorKey,
    detail,
    customerCountryCode,
    userInfo,
    linkToken,
    verificationGrant,
    signUpToken,
  } = value as Record<string, unknown>;
  if (typeof errorKey !== 'string') return null;
  return {
    errorKey: errorKey as ErrorBody['errorKey'],
    detail: typeof detail === 'string' ? detail : undefined,
    customerCountryCode: typeof customerCountryCode === 'string' ? customerCountryCode : undefined,
    userInfo: asUserInfo(userInfo),
    linkToken: typeof linkToken === 'string' ? linkToken : undefined,
    verificationGrant: typeof verificationGrant === 'string' ? verificationGrant : undefined,
    signUpToken: typeof signUpToken === 'string' ? signUpToken : undefined,
  };
}

function toError(answer: Answer): ApiError {
  let parsed: unknown = null;
  try {
    parsed = parseJson(answer.text);
  } catch {
    // An error page that is not JSON (a proxy's HTML, say) still maps by its status.
  }
  const body = asErrorBody(parsed);
  return new ApiError(
    reasonForStatus(answer.status),
    answer.status,
    body?.errorKey ?? null,
    body?.detail ?? null,
    body?.customerCountryCode ?? null,
    body?.userInfo ?? null,
    body?.linkToken ?? null,
    body?.verificationGrant ?? null,
    body?.signUpToken ?? null,
  );
}

async function answerOf(service: ServiceName, path: string, options: SendOptions): Promise<Answer> {
  let answer = await send(service, path, options);
  if (answer.status === 401 && options.refreshOn401 !== false) {
    if (await refreshOnce()) answer = await send(service, path, options);
    else sessionExpiredHandler?.();
  }
  if (!answer.ok) throw toError(answer);
  if (options.requiredStatus !== undefined && answer.status !== options.requiredStatus)
    throw toError(answer);
  return answer;
}

/** One call to an account service: headers, correlation id, error mapping and token refresh. */
export async function request<T>(
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  try {
    const answer = await answerOf(service, path, options);
    return parseJson(answer.text) as T;
  } catch (error) {
    if (error instanceof ApiError) callFailedHandler?.(service, path, error);
    throw error;
  }
}

/**
 * A file from an account service (an invoice PDF), with the same headers, token refresh and
 * error mapping as `request`: a link alone would fail once the 15-minute access token expired.
 */
export async function requestFile(
  service: ServiceName,
  path: string,
  accept: string,
  query?: RequestOptions['query'],
): Promise<Blob> {
  try {
    const answer = await answerOf(service, path, {
      asFile: true,
      headers: { Accept: accept },
      ...(query && { query }),
    });
    return answer.file ?? new Blob([], { type: accept });
  } catch (error) {
    if (error instanceof ApiError) callFailedHandler?.(service, path, error);
    throw error;
  }
}
