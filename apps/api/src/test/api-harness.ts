import { CLIENT_ID, CLIENT_ID_HEADER, LOCALE_HEADER, type Locale } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { authConfigFrom } from '../auth/auth-config';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { outboxRulesFrom } from '../mail/outbox-rules';
import { bankDetailsKeyFrom } from '../domain/payment/bank-details-key';
import { passwordHashingLimitFrom } from '../auth/password-hashing-limit';
import { seedDemoData } from '../seed/seed-demo-data';
import { createTestDatabase, type DialectName, type TestDatabase } from './test-database';

/** One Set-Cookie header, attribute names lower-cased (`max-age`, `httponly`, …). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export interface TestResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  body: any;
  setCookies: Record<string, SetCookie>;
  headers: Headers;
}

/**
 * What a caller can tell apart in an answer: two answers meant to be alike (a known and an unknown
 * address) compare equal through this, though the Date header may tick over between them.
 * Cookies are compared as `setCookies`.
 */
export function asCallerSees({ status, body, setCookies, headers }: TestResponse) {
  const compared = [...headers].filter(([name]) => name !== 'date' && name !== 'set-cookie');
  return { status, body, setCookies, headers: compared };
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim as `application/json`, for malformed or empty bodies. */
  rawBody?: string;
  /** Cookies to send, as a browser would: name → value. */
  cookies?: Record<string, string>;
  locale?: Locale;
  /** Leave out the x-client-id header, as a cross-site request would. */
  withoutClientId?: boolean;
  headers?: Record<string, string>;
}

export interface TestApi {
  database: TestDatabase;
  /** http://127.0.0.1:port, for the rare test that needs raw response headers. */
  baseUrl: string;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Sends every mail of the outbox that is due now; resolves when it is empty of them. */
  drainOutbox(): Promise<void>;
  /** Mails the links of every data export request due now (their mails then wait in the outbox). */
  drainDataExports(): Promise<void>;
  close(): Promise<void>;
}

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributeParts] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of attributeParts) {
    const [key = '', ...rest] = part.split('=');
    attributes[key.toLowerCase()] = rest.length > 0 ? rest.join('=') : true;
  }
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1), attributes };
}

export const testConfig = (database: TestDatabase): Config => ({
  host: '127.0.0.1',
  port: 0,
  database: database.config,
  cookieSecure: false,
  logLevel: 'silent',
  logFormat: 'json',
  environment: 'local',
  devMailbox: true,
  shopOrigins: {
    'de-DE': 'http://de.localhost:3000',
    'de-AT': 'http://at.localhost:3000',
    'de-CH': 'http://ch.localhost:3000',
  },
  smtpUrl: null,
  mailFrom: 'Shop24 Direkt <kundenservice@shop24direkt.de>',
  // Tests read mails soon after the request: the worker is woken after each answer anyway.
  mailOutbox: { ...outboxRulesFrom({}), pollMs: 20 },
  // reCAPTCHA is exercised by its own suites (auth/recaptcha.test.ts) and by every e2e test.
  auth: { ...authConfigFrom({}, 'local'), recaptcha: { mode: 'off' } },
  // Tests that log in socially point a provider at their own stand-in (test/fake-oidc-provider.ts).
  socialLogin: {},
  bankDetailsKey: bankDetailsKeyFrom({}, 'local'),
  passwordHashing: passwordHashingLimitFrom({}),
  // Every answer checked against its schema, and against what was written: a test fails on either.
  answerCheckShare: 1,
});

/**
 * The real app on a real port with a fresh database, seeded with the demo customers unless told
 * otherwise. `extend` adds routes before the app starts listening.
 */
export async function startTestApi(
  dialect: DialectName,
  {
    seed = true,
    extend,
    config,
    mailer,
  }: {
    seed?: boolean;
    extend?: (app: FastifyInstance) => void;
    config?: Partial<Config>;
    /** A mailer of the test's own, e.g. one that fails. */
    mailer?: Mailer;
  } = {},
): Promise<TestApi> {
  const database = await createTestDatabase(dialect);
  if (seed) await seedDemoData(database.db);
  const app = buildApp({
    db: database.db,
    config: { ...testConfig(database), ...config },
    logger: false,
    ...(mailer ? { mailer } : {}),
  });
  extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  return {
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (!options.withoutClientId) headers[CLIENT_ID_HEADER] = CLIENT_ID;
      if (options.locale) headers[LOCALE_HEADER] = options.locale;
      if (options.cookies) {
        headers.cookie = Object.entries(options.cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; ');
      }
      const body = options.body === undefined ? options.rawBody : JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body });
      const text = await response.text();
      const setCookies = Object.fromEntries(
        response.headers.getSetCookie().map((header) => {
          const cookie = parseSetCookie(header);
          return [cookie.name, cookie];
        }),
      );
      const json = response.headers.get('content-type')?.includes('application/json');
      const parsed = json && text ? JSON.parse(text) : text || undefined;
      return { status: response.status, body: parsed, setCookies, headers: response.headers };
    },
    drainOutbox: () => app.drainOutbox(),
    drainDataExports: () => app.drainDataExports(),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
