import { readConfig } from './config';
import { deployedSettings } from './test/deployed-settings';

const deployed = deployedSettings;
const google = { RECAPTCHA_MODE: 'google', RECAPTCHA_SECRET: 's3cret', ...deployed };

describe('configuration from the environment', () => {
  it('treats an unset APP_ENV as production: Secure cookies, no mailbox, no bundled provider', () => {
    const config = readConfig({ ...google });
    expect(config.environment).toBe('production');
    expect(config.cookieSecure).toBe(true);
    expect(config.devMailbox).toBe(false);
    expect(config.socialLogin).toEqual({});
  });

  it('sets cookies Secure by default outside a local environment, and refuses to switch that off there', () => {
    for (const APP_ENV of ['development', 'staging', 'production']) {
      expect(readConfig({ APP_ENV, ...google }).cookieSecure).toBe(true);
      expect(() => readConfig({ APP_ENV, ...google, COOKIE_SECURE: 'false' })).toThrow(
        /COOKIE_SECURE/,
      );
    }
    expect(readConfig({ APP_ENV: 'local' }).cookieSecure).toBe(false);
  });

  it('polls the mail outbox every 2 s and holds a claim 2 minutes unless told, and refuses nonsense', () => {
    expect(readConfig({ ...google }).mailOutbox).toMatchObject({ pollMs: 2000, claimMs: 120_000 });
    expect(
      readConfig({ ...google, MAIL_OUTBOX_POLL_MS: '50', MAIL_OUTBOX_CLAIM_MS: '1500' }).mailOutbox,
    ).toMatchObject({ pollMs: 50, claimMs: 1500 });
    expect(() => readConfig({ ...google, MAIL_OUTBOX_POLL_MS: '0' })).toThrow(
      /MAIL_OUTBOX_POLL_MS/,
    );
    // A claim shorter than a second would run out while SMTP still talks.
    expect(() => readConfig({ ...google, MAIL_OUTBOX_CLAIM_MS: '500' })).toThrow(
      /MAIL_OUTBOX_CLAIM_MS/,
    );
  });

  it('reads a PostgreSQL schema of its own from DATABASE_SCHEMA', () => {
    const url = 'postgres://u@127.0.0.1:5432/account';
    expect(readConfig({ ...google, DATABASE_URL: url, DATABASE_SCHEMA: 'shop' }).database).toEqual({
      dialect: 'postgres',
      url,
      schema: 'shop',
    });
    expect(readConfig({ ...google, DATABASE_URL: url }).database).toEqual({
      dialect: 'postgres',
      url,
    });
  });

  it('sends unnamed statements only when told that DATABASE_URL is a pooler in transaction mode', () => {
    const url = 'postgres://u@pooler:6432/account';
    expect(readConfig({ ...google, DATABASE_URL: url }).database).not.toHaveProperty(
      'transactionPooler',
    );
    expect(
      readConfig({ ...google, DATABASE_URL: url, DATABASE_POOLER: 'transaction' }).database,
    ).toEqual({ dialect: 'postgres', url, transactionPooler: true });
    expect(() => readConfig({ ...google, DATABASE_URL: url, DATABASE_POOLER: 'session' })).toThrow(
      /DATABASE_POOLER/,
    );
  });

  it('opens the development mailbox only with DEV_MAILBOX=1, and refuses to start with it outside local', () => {
    expect(readConfig({ APP_ENV: 'local' }).devMailbox).toBe(false);
    expect(readConfig({ APP_ENV: 'local', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    for (const APP_ENV of ['development', 'staging', 'production'])
      expect(() => readConfig({ APP_ENV, ...google, DEV_MAILBOX: '1' })).toThrow(/DEV_MAILBOX/);
  });

  it('checks reCAPTCHA with the offline verifier locally and refuses to start production with the check off unless confirmed', () => {
    expect(readConfig({ APP_ENV: 'local' }).auth.recaptcha).toEqual({ mode: 'offline' });
    expect(() => readConfig({ APP_ENV: 'production', ...deployed })).toThrow(/RECAPTCHA_MODE/);
    expect(() => readConfig({ APP_ENV: 'staging', ...deployed })).toThrow(/RECAPTCHA_MODE/);
    expect(() => readConfig({ APP_ENV: 'production', ...deployed, RECAPTCHA_MODE: 'off' })).toThrow(
      /RECAPTCHA_OFF_IN_PRODUCTION/,
    );
    expect(() =>
      readConfig({ APP_ENV: 'production', ...deployed, RECAPTCHA_MODE: 'offline' }),
    ).toThrow(/RECAPTCHA_OFF_IN_PRODUCTION/);
    expect(
      readConfig({
        APP_ENV: 'production',
        RECAPTCHA_MODE: 'off',
        RECAPTCHA_OFF_IN_PRODUCTION: 'true',
        ...deployed,
      }).auth.recaptcha,
    ).toEqual({ mode: 'off' });
    expect(readConfig({ APP_ENV: 'production', ...google }).auth.recaptcha).toMatchObject({
      mode: 'google',
    });
  });

  it('accepts the bundled identity provider only when the environment is explicitly local', () => {
    expect(readConfig({ APP_ENV: 'local' }).socialLogin.GOOGLE?.issuer).toBe(
      'http://127.0.0.1:3020',
    );
    expect(
      readConfig({ APP_ENV: 'development', RECAPTCHA_MODE: 'off', ...deployed }).socialLogin,
    ).toEqual({});
    const bundled = {
      SOCIAL_GOOGLE_ISSUER: 'http://127.0.0.1:3020',
      SOCIAL_GOOGLE_CLIENT_ID: 'google',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'x',
      SOCIAL_GOOGLE_REDIRECT_URIS: 'https://shop.example/login/social/google',
    };
    expect(() =>
      readConfig({ APP_ENV: 'staging', RECAPTCHA_MODE: 'off', ...deployed, ...bundled }),
    ).toThrow(/bundled identity provider/);
    expect(
      readConfig({
        APP_ENV: 'staging',
        RECAPTCHA_MODE: 'off',
        ...deployed,
        ...bundled,
        SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
      }).socialLogin.GOOGLE,
    ).toBeDefined();
  });

  it('configures Apple with its team key and Facebook with its Graph API; the dev-only Apple key stays local', () => {
    const local = readConfig({ APP_ENV: 'local' }).socialLogin;
    expect(local.APPLE).toMatchObject({
      issuer: 'http://127.0.0.1:3020/apple',
      teamId: 'LOCALTEAM1',
      keyId: 'LOCALKEY01',
      privateKey: expect.stringContaining('BEGIN PRIVATE KEY'),
      redirectUris: [
        'http://de.localhost:3000/api/cs/user/social-login/apple/callback/de-DE',
        'http://at.localhost:3000/api/cs/user/social-login/apple/callback/de-AT',
        'http://ch.localhost:3000/api/cs/user/social-login/apple/callback/de-CH',
      ],
    });
    expect(local.FACEBOOK?.graphUrl).toBe('http://127.0.0.1:3020/facebook/v19.0');

    const apple = {
      SOCIAL_APPLE_ISSUER: 'https://appleid.apple.com',
      SOCIAL_APPLE_CLIENT_ID: 'de.shop24direkt.signin',
      SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
      SOCIAL_APPLE_KEY_ID: 'KEY1234567',
      SOCIAL_APPLE_REDIRECT_URIS:
        'https://www.shop24direkt.de/api/cs/user/social-login/apple/callback/de-DE',
    };
    const staging = { APP_ENV: 'staging', RECAPTCHA_MODE: 'off', ...deployed };
    // Without its own key Apple is not offered: the repository's dev key is never a fallback.
    expect(readConfig({ ...staging, ...apple }).socialLogin.APPLE).toBeUndefined();
    expect(
      readConfig({
        ...staging,
        ...apple,
        SOCIAL_APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      }).socialLogin.APPLE?.privateKey,
    ).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
    expect(() =>
      readConfig({ ...staging, SOCIAL_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:3020/facebook/v19.0' }),
    ).toThrow(/bundled identity provider/);
  });

  it('refuses to start outside local without a mail relay or with shop origins not on https', () => {
    expect(readConfig({ APP_ENV: 'local' }).smtpUrl).toBeNull();
    expect(readConfig({ APP_ENV: 'local' }).shopOrigins['de-DE']).toBe('http://de.localhost:3000');
    for (const APP_ENV of ['development', 'staging', 'production']) {
      const base = { APP_ENV, ...google };
      expect(readConfig(base)).toMatchObject({
        smtpUrl: 'smtp://relay.internal:25',
        shopOrigins: { 'de-CH': 'https://www.shop24direkt.ch' },
      });
      expect(() => readConfig({ ...base, SMTP_URL: undefined })).toThrow(/SMTP_URL/);
      expect(() => readConfig({ ...base, SMTP_URL: '' })).toThrow(/SMTP_URL/);
      expect(() => readConfig({ ...base, SMTP_URL: 'relay.internal' })).toThrow(/SMTP_URL/);
      expect(() => readConfig({ ...base, SHOP_ORIGIN_AT: undefined })).toThrow(/SHOP_ORIGIN_AT/);
      expect(() => readConfig({ ...base, SHOP_ORIGIN_DE: 'http://www.shop24direkt.de' })).toThrow(
        /SHOP_ORIGIN_DE/,
      );
    }
  });

  it('trusts X-Forwarded-For from no one unless a proxy is configured', () => {
    expect(readConfig({ APP_ENV: 'local' }).auth.trustedProxies).toEqual([]);
    expect(
      readConfig({ APP_ENV: 'local', TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6' }).auth.trustedProxies,
    ).toEqual(['10.0.0.5', '10.0.0.6']);
  });

  it('takes other limits for named throttle rules and refuses unknown rules or bad numbers', () => {
    const config = readConfig({ APP_ENV: 'local', THROTTLE_LIMITS: 'accountCreationsPerIp=200' });
    expect(config.auth.throttling.accountCreationsPerIp).toMatchObject({ limit: 200 });
    expect(readConfig({ APP_ENV: 'local' }).auth.throttling.accountCreationsPerIp.limit).toBe(20);
    expect(() => readConfig({ APP_ENV: 'local', THROTTLE_LIMITS: 'loginsPerMoon=5' })).toThrow(
      /THROTTLE_LIMITS/,
    );
    expect(() =>
      readConfig({ APP_ENV: 'local', THROTTLE_LIMITS: 'accountCreationsPerIp=0' }),
    ).toThrow(/THROTTLE_LIMITS/);
  });
});
