// What scripts/serve.mjs hands the account services: a local run, said explicitly. Plain-http
// cookies, the bundled identity provider, the offline reCAPTCHA verifier and the development
// mailbox (DEV_MAILBOX=1) exist only with APP_ENV=local. No TRUSTED_PROXIES: on one machine any
// process could pose as the shell's proxy, so the API takes the socket address and ignores
// X-Forwarded-For (every local client is 127.0.0.1 anyway).
export function apiEnvironment(env, { apiPort, idpPort }) {
  return {
    API_PORT: apiPort,
    IDP_PORT: idpPort,
    APP_ENV: env.APP_ENV ?? 'local',
    DEV_MAILBOX: env.DEV_MAILBOX ?? '1',
  };
}
