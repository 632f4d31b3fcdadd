import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readConfig } from '../apps/api/src/config';

/** The environment scripts/serve.mjs starts the API with (an ES module, so read in a child). */
function servedApiEnvironment(env: Record<string, string> = {}): Record<string, string> {
  const module = path.join(__dirname, 'serve-env.mjs');
  const code = `import { apiEnvironment } from ${JSON.stringify(module)}; console.log(JSON.stringify(apiEnvironment(${JSON.stringify(env)}, { apiPort: '3001', idpPort: '3020' })));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as Record<string, string>;
}

describe('the API as pnpm serve starts it', () => {
  it('believes X-Forwarded-For from no one: any local process could pose as the proxy', () => {
    expect(readConfig(servedApiEnvironment()).auth.trustedProxies).toEqual([]);
  });

  it('runs as an explicitly local environment with the development mailbox, and nowhere else with it', () => {
    const config = readConfig(servedApiEnvironment());
    expect(config).toMatchObject({ environment: 'local', devMailbox: true, cookieSecure: false });
    expect(() =>
      readConfig(servedApiEnvironment({ APP_ENV: 'staging', RECAPTCHA_MODE: 'off' })),
    ).toThrow(/DEV_MAILBOX/);
  });
});
