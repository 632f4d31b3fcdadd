// What scripts/serve.mjs hands the account services: a local run, said explicitly. Plain-http
// cookies, the bundled identity provider, the offline reCAPTCHA verifier and the development
// mailbox (DEV_MAILBOX=1) exist only with APP_ENV=local.
//
// Client addresses: the shell's proxy (and the hub's) sets X-Forwarded-For from its socket,
// overwriting the client's, and the API believes it from 127.0.0.1 only together with the
// secret made for this run (TRUSTED_PROXY_SECRET), which only serve.mjs's children know. Each
// browser is then limited by its own address (50 failed logins lock that one, not everyone on
// :3000), and a local process that talks to :3001 directly cannot pick an address: on one
// machine every process connects from 127.0.0.1, so the address alone proves nothing.
import { randomBytes } from 'node:crypto';

/** One secret per run of `pnpm serve`, shared by the API and the proxies it starts. */
export function newTrustedProxySecret() {
  return randomBytes(32).toString('base64url');
}

export function apiEnvironment(env, { apiPort, idpPort, trustedProxySecret }) {
  return {
    API_PORT: apiPort,
    IDP_PORT: idpPort,
    APP_ENV: env.APP_ENV ?? 'local',
    DEV_MAILBOX: env.DEV_MAILBOX ?? '1',
    TRUSTED_PROXIES: '127.0.0.1',
    TRUSTED_PROXY_SECRET: trustedProxySecret,
    // Nothing balances load here: stop at once, so the next run finds the port free.
    SHUTDOWN_DRAIN_MS: '0',
    // Mails of work that commits after its answer reach the development mailbox within 0.2 s.
    MAIL_OUTBOX_POLL_MS: env.MAIL_OUTBOX_POLL_MS ?? '200',
    // Prometheus's endpoint as in the image (docs/decisions/060): http://127.0.0.1:9464/metrics.
    METRICS_PORT: env.METRICS_PORT ?? '9464',
  };
}
