import path from 'node:path';
import type { Locale } from '@account/contracts';
import { APP_ENVIRONMENTS, type AppEnvironment } from './app-environment';
import { authConfigFrom, type AuthConfig } from './auth/auth-config';
import { socialLoginConfigFrom, type SocialLoginConfig } from './auth/social-login-config';
import { bankDetailsKeyFrom } from './domain/payment/bank-details-key';
import { passwordHashingLimitFrom } from './auth/password-hashing-limit';
import type { AdmissionLimitSize } from './http/admission-limit';
import type { JobRules } from './jobs/job-rules';
import { outboxRulesFrom } from './mail/outbox-rules';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  /** `schema` isolates one database user's tables, e.g. one test suite's, inside a shared database. */
  | {
      dialect: 'postgres';
      url: string;
      schema?: string;
      /**
       * DATABASE_POOLER=transaction: DATABASE_URL is a pooler in transaction mode (PgBouncer
       * before 1.21, or without max_prepared_statements), which cannot keep a connection's named
       * prepared statements; queries go unnamed then (db/database.ts).
       */
      transactionPooler?: true;
      /**
       * How long connecting and a query may take before the API answers 503; unless set,
       * POSTGRES_TIMEOUTS (db/database.ts).
       */
      timeouts?: PostgresTimeouts;
    };

export interface PostgresTimeouts {
  connectMs: number;
  queryMs: number;
}

export interface Config {
  host: string;
  port: number;
  database: DatabaseConfig;
  /** Secure unless the environment is local: browsers refuse Secure cookies over plain http. */
  cookieSecure: boolean;
  /** Locally `warn` (a person reads the console), elsewhere `info`; LOG_LEVEL overrides both. */
  logLevel: string;
  /** `pretty` (one readable line per entry) locally, `json` for log collectors everywhere else. */
  logFormat: 'json' | 'pretty';
  /** Unset means production: every relaxation (plain-http cookies, the bundled identity provider) needs `local` said explicitly. */
  environment: AppEnvironment;
  /** DEV_MAILBOX=1: the outbox with its live links is readable over HTTP (local only). */
  devMailbox: boolean;
  /** Where links in e-mails point, per shop; never taken from request headers. */
  shopOrigins: Record<Locale, string>;
  /** SMTP connection URL; without it (local only) sent mails land in the development mailbox (`mail_outbox`). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Polling, claims and retries of the mail outbox worker (MAIL_OUTBOX_POLL_MS). */
  mailOutbox: JobRules;
  /** Throttling, trusted proxies and the reCAPTCHA verifier (see auth/auth-config.ts). */
  auth: AuthConfig;
  /** OpenID Connect clients per social-login provider (see auth/social-login-config.ts). */
  socialLogin: SocialLoginConfig;
  /** AES-256 key for bank details at rest (BANK_DETAILS_KEY, see domain/payments/bank-details-key.ts). */
  bankDetailsKey: Buffer;
  /** Argon2id computations at once and waiting (PASSWORD_HASHING_CONCURRENCY, PASSWORD_HASHING_QUEUE). */
  passwordHashing: AdmissionLimitSize;
  /** Share of answers checked against their zod schema (ANSWER_CHECK_SHARE): all locally, 1 % in production. */
  answerCheckShare: number;
}

function environmentFrom(value: string | undefined): AppEnvironment {
  const environment = value ?? 'production';
  if (!(APP_ENVIRONMENTS as readonly string[]).includes(environment))
    throw new Error(`APP_ENV must be one of ${APP_ENVIRONMENTS.join(', ')}: ${value}`);
  return environment as AppEnvironment;
}

const DEFAULT_SQLITE_FILE = path.resolve(__dirname, '..', 'data', 'account.sqlite');

/**
 * The dev-only Apple key the local identity provider knows the public part of; publicly known,
 * so it is never a default outside APP_ENV=local. Named here because this file, in src/, and the
 * compiled bundle, in dist/, are the same depth under the workspace root.
 */
const DEV_APPLE_KEY = path.resolve(__dirname, '../../../dev-keys/apple-sign-in.dev.p8');

function transactionPoolerFrom(env: NodeJS.ProcessEnv): boolean {
  if (env.DATABASE_POOLER === undefined) return false;
  if (env.DATABASE_POOLER !== 'transaction')
    throw new Error(`DATABASE_POOLER must be transaction or unset: ${env.DATABASE_POOLER}`);
  return true;
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. */
export function databaseConfigFrom(env: NodeJS.ProcessEnv): DatabaseConfig {
  if (env.DATABASE_URL)
    return {
      dialect: 'postgres',
      url: env.DATABASE_URL,
      // One schema of a shared database (a test's own, for instance).
      ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
      ...(transactionPoolerFrom(env) && { transactionPooler: true }),
    };
  return { dialect: 'sqlite', file: path.resolve(env.SQLITE_FILE ?? DEFAULT_SQLITE_FILE) };
}

/** COOKIE_SECURE=false may switch Secure off only where plain http is expected: locally. */
function cookieSecureFrom(env: NodeJS.ProcessEnv, environment: AppEnvironment): boolean {
  if (env.COOKIE_SECURE === undefined) return environment !== 'local';
  if (env.COOKIE_SECURE !== 'true' && environment !== 'local')
    throw new Error(`COOKIE_SECURE=${env.COOKIE_SECURE} is allowed only with APP_ENV=local`);
  return env.COOKIE_SECURE === 'true';
}

/** The outbox page hands out every live link of every customer: never outside a local environment. */
function devMailboxFrom(env: NodeJS.ProcessEnv, environment: AppEnvironment): boolean {
  if (env.DEV_MAILBOX === undefined || env.DEV_MAILBOX === '0') return false;
  if (env.DEV_MAILBOX !== '1') throw new Error(`DEV_MAILBOX must be 1 or 0: ${env.DEV_MAILBOX}`);
  if (environment !== 'local') throw new Error('DEV_MAILBOX=1 is allowed only with APP_ENV=local');
  return true;
}

function logFormatFrom(env: NodeJS.ProcessEnv, environment: AppEnvironment) {
  const format = env.LOG_FORMAT ?? (environment === 'local' ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty')
    throw new Error(`LOG_FORMAT must be json or pretty, not ${format}`);
  return format;
}

/**
 * Outside a local environment mails must reach a relay: without SMTP_URL they would land in the
 * development mailbox's table, which nobody reads there, and customers would get nothing.
 */
function smtpUrlFrom(env: NodeJS.ProcessEnv, environment: AppEnvironment): string | null {
  const value = env.SMTP_URL || null;
  if (value === null) {
    if (environment === 'local') return null;
    throw new Error(`SMTP_URL (the mail relay) must be set with APP_ENV=${environment}`);
  }
  if (!/^smtps?:\/\/[^/]/.test(value))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return value;
}

/**
 * Mailed links and the passkey origin are the shop origins: outside a local environment each
 * must be set and on https (the defaults are the local shell on http://*.localhost:3000).
 */
function shopOriginsFrom(
  env: NodeJS.ProcessEnv,
  environment: AppEnvironment,
): Record<Locale, string> {
  const origins = {
    'de-DE': env.SHOP_ORIGIN_DE ?? 'http://de.localhost:3000',
    'de-AT': env.SHOP_ORIGIN_AT ?? 'http://at.localhost:3000',
    'de-CH': env.SHOP_ORIGIN_CH ?? 'http://ch.localhost:3000',
  };
  if (environment !== 'local')
    for (const [locale, origin] of Object.entries(origins))
      if (!origin.startsWith('https://'))
        throw new Error(
          `SHOP_ORIGIN_${locale.slice(3)} must be an https origin with APP_ENV=${environment}: ${origin}`,
        );
  return origins;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.API_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  const environment = environmentFrom(env.APP_ENV);
  const shopOrigins = shopOriginsFrom(env, environment);
  return {
    // Loopback unless said otherwise: a container listens on every interface (API_HOST=0.0.0.0).
    host: env.API_HOST ?? '127.0.0.1',
    port,
    database: databaseConfigFrom(env),
    cookieSecure: cookieSecureFrom(env, environment),
    logLevel: env.LOG_LEVEL ?? (environment === 'local' ? 'warn' : 'info'),
    logFormat: logFormatFrom(env, environment),
    environment,
    devMailbox: devMailboxFrom(env, environment),
    shopOrigins,
    smtpUrl: smtpUrlFrom(env, environment),
    mailFrom: env.MAIL_FROM ?? 'Shop24 Direkt <kundenservice@shop24direkt.de>',
    mailOutbox: outboxRulesFrom(env),
    auth: authConfigFrom(env, environment),
    socialLogin: socialLoginConfigFrom(env, environment, shopOrigins, DEV_APPLE_KEY),
    bankDetailsKey: bankDetailsKeyFrom(env, environment),
    passwordHashing: passwordHashingLimitFrom(env),
    answerCheckShare: answerCheckShareFrom(env, environment),
  };
}

/**
 * Every answer is written from its schema; checking one against zod as well costs about as much
 * as writing it (docs/performance.md, "API reads"). Local and development runs check each, so a
 * mismatch fails there; staging and production check a sample and log what they find.
 */
function answerCheckShareFrom(env: NodeJS.ProcessEnv, environment: AppEnvironment): number {
  const fallback = environment === 'local' || environment === 'development' ? 1 : 0.01;
  const share = Number(env.ANSWER_CHECK_SHARE ?? fallback);
  if (!(share >= 0 && share <= 1))
    throw new Error(`ANSWER_CHECK_SHARE must be a share from 0 to 1: ${env.ANSWER_CHECK_SHARE}`);
  return share;
}
