import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { environments } from './environments';
import { readManifests } from './manifest-files';
import { OPERATOR_OWNED } from './settings';
import { repository } from './workspace-remotes';

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}

/**
 * What ops put into the Secrets and the ConfigMap (docs/operations.md, "Before the first
 * deploy"): stand-ins of the right form, as the API checks them when it starts.
 */
const secrets: Record<string, Record<string, string>> = {
  [OPERATOR_OWNED.apiSecret]: {
    BANK_DETAILS_KEY: randomBytes(32).toString('base64'),
    RECAPTCHA_SECRET: 'recaptcha-secret',
    SMTP_URL: 'smtps://mailer:password@relay.example:465',
    SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
    SOCIAL_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    SOCIAL_APPLE_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  },
  'account-db-app': { username: 'account', password: 'generated-by-cloudnativepg' },
};
const publicSettings = {
  RECAPTCHA_SITE_KEY: 'site-key',
  SOCIAL_GOOGLE_CLIENT_ID: 'google-client',
  SOCIAL_FACEBOOK_CLIENT_ID: 'facebook-client',
  SOCIAL_APPLE_CLIENT_ID: 'apple-client',
  SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
  SOCIAL_APPLE_KEY_ID: 'KEY1234567',
};

/** The container's environment as the kubelet makes it: envFrom first, then env, $(NAME) expanded. */
function environmentOf(env: EnvVar[]): Record<string, string> {
  const result: Record<string, string> = { ...publicSettings };
  for (const variable of env) {
    const reference = variable.valueFrom?.secretKeyRef;
    result[variable.name] = reference
      ? secrets[reference.name]![reference.key]!
      : variable.value!.replace(/\$\(([A-Z0-9_]+)\)/g, (_, name: string) => result[name] ?? '');
  }
  return result;
}

describe.each(environments)('the API as the $name manifests configure it', (environment) => {
  it('starts: every setting the API requires outside a local environment is there and valid', () => {
    const api = readManifests(environment.name).find(
      ({ kind, metadata }) => kind === 'Deployment' && metadata.name === 'account-api',
    )!;
    const env = environmentOf(api.spec.template.spec.containers[0].env);
    // The API's own configuration reader (apps/api/src/config.ts), which throws on what is missing.
    const read = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const c = require('./src/config').readConfig(process.env);
         console.log(JSON.stringify({ environment: c.environment, database: c.database,
           shopOrigins: c.shopOrigins, providers: Object.keys(c.socialLogin),
           recaptcha: c.auth.recaptcha.mode }));`,
      ],
      {
        cwd: path.join(repository, 'apps/api'),
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(read)).toEqual({
      environment: environment.name,
      database: {
        dialect: 'postgres',
        url: 'postgres://account:generated-by-cloudnativepg@account-db-pooler-rw:5432/account',
        // Through the pooler in transaction mode: queries go unnamed.
        transactionPooler: true,
      },
      shopOrigins: {
        'de-DE': `https://${environment.shopHosts['de-DE']}/dpl/av`,
        'de-AT': `https://${environment.shopHosts['de-AT']}/dpl/av`,
        'de-CH': `https://${environment.shopHosts['de-CH']}/dpl/av`,
      },
      providers: ['GOOGLE', 'APPLE', 'FACEBOOK'],
      recaptcha: 'google',
    });
  });
});
