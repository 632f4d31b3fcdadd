/** A fixed window: at most `limit` counted events per `windowMs` and subject. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export type ThrottleRuleName =
  | 'loginFailuresPerAccount'
  | 'loginFailuresPerIp'
  | 'usernameChecksPerIp'
  | 'magicLinksPerAccount'
  | 'magicLinksPerIp'
  | 'passwordMailsPerAccount'
  | 'passwordMailsPerIp'
  | 'accountCreationsPerIp'
  | 'tokenRedemptionsPerIp'
  | 'accountVerificationsPerAccount'
  | 'accountVerificationsPerIp'
  | 'optInMailsPerAddress'
  | 'optInMailsPerIp'
  | 'emailChangesPerAccount'
  | 'emailChangeMailsPerAddress'
  | 'upsellMailsPerAccount'
  | 'dataExportsPerAccount'
  | 'basketReadsPerIp'
  | 'passkeyLoginOptionsPerIp';

export type RecaptchaConfig =
  /** The header is read but not checked; production accepts it only with RECAPTCHA_OFF_IN_PRODUCTION=true. */
  | { mode: 'off' }
  /** Local default: the API itself issues single-use tokens (POST /api/recaptcha-offline/token) and checks them. */
  | { mode: 'offline' }
  /** Production: Google's siteverify with the shop's secret. */
  | { mode: 'google'; secret: string; minScore: number };

export interface AuthConfig {
  /** Proxies whose X-Forwarded-For is believed; from anyone else the header is ignored. */
  trustedProxies: string[];
  /**
   * When set, X-Forwarded-For is believed only on requests that also carry this secret in
   * `X-Trusted-Proxy-Secret` (http/trusted-proxy.ts): on one machine, where the proxy's address
   * (127.0.0.1) is every local process's address, only the proxy knows it.
   */
  trustedProxySecret: string | null;
  throttling: Record<ThrottleRuleName, ThrottleRule>;
  recaptcha: RecaptchaConfig;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits per account stop guessing one customer's password; limits per address stop spraying
 * many accounts from one machine. Mails are limited harder than logins, since each one lands in
 * a real inbox. Locking login does not lock the mails, so a customer can always get back in.
 */
export const DEFAULT_THROTTLING: Record<ThrottleRuleName, ThrottleRule> = {
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
  usernameChecksPerIp: { limit: 300, windowMs: 15 * MINUTE },
  magicLinksPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  magicLinksPerIp: { limit: 30, windowMs: HOUR },
  passwordMailsPerAccount: { limit: 3, windowMs: HOUR },
  passwordMailsPerIp: { limit: 30, windowMs: HOUR },
  accountCreationsPerIp: { limit: 20, windowMs: HOUR },
  tokenRedemptionsPerIp: { limit: 30, windowMs: 15 * MINUTE },
  // Every verification try counts: five guesses at an order or customer number per hour.
  accountVerificationsPerAccount: { limit: 5, windowMs: HOUR },
  accountVerificationsPerIp: { limit: 30, windowMs: HOUR },
  // Newsletter and stock-reminder sign-ups mail any address typed into the shop.
  optInMailsPerAddress: { limit: 5, windowMs: HOUR },
  optInMailsPerIp: { limit: 60, windowMs: HOUR },
  // E-mail changes mail a typed address: 3 requests an hour per account, 3 mails a day per new
  // address (which counts towards optInMailsPerAddress as well: one inbox, one budget).
  emailChangesPerAccount: { limit: 3, windowMs: HOUR },
  emailChangeMailsPerAddress: { limit: 3, windowMs: DAY },
  // The shop's upsell call: one mail a day per customer (docs/decisions/README.md).
  upsellMailsPerAccount: { limit: 1, windowMs: DAY },
  // Data export (issue 26): each request mails a link and each download reads the whole account;
  // three a day leave room for a lost mail or an expired link.
  dataExportsPerAccount: { limit: 3, windowMs: DAY },
  // A guest's basket opens with its session id alone: reading many ids is how one would look for
  // a basket. A shop page reads the basket once; 240 in 15 minutes is a page every 4 seconds.
  basketReadsPerIp: { limit: 240, windowMs: 15 * MINUTE },
  // Each passkey login's options store a challenge for 5 minutes, asked for without an account
  // on every showing of the login page (autofill): generous, like username checks.
  passkeyLoginOptionsPerIp: { limit: 300, windowMs: 15 * MINUTE },
};

/**
 * Locally the offline verifier, so the whole path runs without Google. Elsewhere the mode must be
 * named; production refuses a mode that checks nothing real unless that is confirmed explicitly.
 */
function recaptchaFrom(env: NodeJS.ProcessEnv, environment: string): RecaptchaConfig {
  const mode = env.RECAPTCHA_MODE ?? (environment === 'local' ? 'offline' : undefined);
  if (mode === undefined)
    throw new Error(`RECAPTCHA_MODE must be set with APP_ENV=${environment} (google, or off)`);
  if (
    environment === 'production' &&
    mode !== 'google' &&
    env.RECAPTCHA_OFF_IN_PRODUCTION !== 'true'
  )
    throw new Error(`RECAPTCHA_MODE=${mode} in production needs RECAPTCHA_OFF_IN_PRODUCTION=true`);
  if (mode === 'off' || mode === 'offline') return { mode };
  if (mode === 'google') {
    if (!env.RECAPTCHA_SECRET) throw new Error('RECAPTCHA_MODE=google needs RECAPTCHA_SECRET');
    return { mode, secret: env.RECAPTCHA_SECRET, minScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5) };
  }
  throw new Error(`RECAPTCHA_MODE must be off, offline or google: ${mode}`);
}

function trustedProxySecretFrom(env: NodeJS.ProcessEnv): string | null {
  const secret = env.TRUSTED_PROXY_SECRET;
  if (secret === undefined || secret === '') return null;
  if (secret.length < 32) throw new Error('TRUSTED_PROXY_SECRET must have at least 32 characters');
  return secret;
}

/**
 * THROTTLE_LIMITS=accountCreationsPerIp=200,…: another limit for some rules, e.g. for a test run
 * whose one browser address creates more accounts in an hour than a person would. Windows stay.
 */
function throttlingFrom(env: NodeJS.ProcessEnv): Record<ThrottleRuleName, ThrottleRule> {
  const throttling = { ...DEFAULT_THROTTLING };
  for (const pair of (env.THROTTLE_LIMITS ?? '').split(',').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=').map((part) => part.trim());
    const limit = Number(value);
    if (!(name in throttling) || !Number.isInteger(limit) || limit < 1)
      throw new Error(`THROTTLE_LIMITS: ${pair} is not <rule>=<positive whole number>`);
    const rule = name as ThrottleRuleName;
    throttling[rule] = { ...throttling[rule], limit };
  }
  return throttling;
}

export function authConfigFrom(env: NodeJS.ProcessEnv, environment: string): AuthConfig {
  return {
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustedProxySecret: trustedProxySecretFrom(env),
    throttling: throttlingFrom(env),
    recaptcha: recaptchaFrom(env, environment),
  };
}
