import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readConfig } from '../apps/api/src/config';
import { metricsSettingsOf } from '../apps/api/src/metrics/metrics-settings';
import { deployedSettings } from '../apps/api/src/test/deployed-settings';

/** The environment scripts/serve.mjs starts the API with (an ES module, so read in a child). */
function servedApiEnvironment(env: Record<string, string> = {}): Record<string, string> {
  const module = path.join(__dirname, 'serve-env.mjs');
  const code = `import { apiEnvironment, newTrustedProxySecret } from ${JSON.stringify(module)}; console.log(JSON.stringify(apiEnvironment(${JSON.stringify(env)}, { apiPort: '3001', idpPort: '3020', trustedProxySecret: newTrustedProxySecret() })));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as Record<string, string>;
}

describe('the API as pnpm serve starts it', () => {
  it("believes the shell's X-Forwarded-For only with the run's secret: any local process connects from 127.0.0.1", () => {
    const first = readConfig(servedApiEnvironment()).auth;
    expect(first.trustedProxies).toEqual(['127.0.0.1']);
    expect(first.trustedProxySecret).toMatch(/^[\w-]{43}$/);
    // A new secret each run: nothing written down anywhere opens it.
    expect(readConfig(servedApiEnvironment()).auth.trustedProxySecret).not.toBe(
      first.trustedProxySecret,
    );
  });

  it('runs as an explicitly local environment with the development mailbox, and nowhere else with it', () => {
    const config = readConfig(servedApiEnvironment());
    expect(config).toMatchObject({ environment: 'local', devMailbox: true, cookieSecure: false });
    // Everything else a staging environment needs is given: only the mailbox is left to refuse.
    expect(() =>
      readConfig({
        ...deployedSettings,
        RECAPTCHA_MODE: 'off',
        ...servedApiEnvironment({ APP_ENV: 'staging' }),
      }),
    ).toThrow(/DEV_MAILBOX/);
  });

  it('polls the mail outbox every 0.2 s, so mails of work finishing after its answer show at once', () => {
    expect(readConfig(servedApiEnvironment()).mailOutbox.pollMs).toBe(200);
  });

  it('serves Prometheus its metrics on 127.0.0.1:9464, as the image does on its network', () => {
    const environment = servedApiEnvironment();
    expect(metricsSettingsOf(environment, readConfig(environment).host)).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
  });
});
