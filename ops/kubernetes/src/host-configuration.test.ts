import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderSite } from '../../../docker/render/render-site';
import { environments } from './environments';
import { readManifests, type Manifest } from './manifest-files';
import { repository } from './workspace-remotes';

interface EnvVar {
  name: string;
  value: string;
}

/** The ConfigMap ops create (docs/operations.md, "Before the first deploy"), with stand-ins. */
const publicSettings = {
  RECAPTCHA_SITE_KEY: 'site-key',
  SOCIAL_GOOGLE_CLIENT_ID: 'google-client',
  SOCIAL_FACEBOOK_CLIENT_ID: 'facebook-client',
  SOCIAL_APPLE_CLIENT_ID: 'apple-client',
};

/**
 * What a site container does when it starts (docker/render/main.ts), with the environment and
 * the mounted files its Deployment gives it: a missing variable stops the container there.
 */
function render(manifests: Manifest[], part: string, kind: 'host' | 'remote') {
  const deployment = manifests.find(
    (object) => object.kind === 'Deployment' && object.metadata.name === part,
  )!;
  const [nginx] = deployment.spec.template.spec.containers;
  const environment: Record<string, string> = {
    ...publicSettings,
    ...Object.fromEntries((nginx.env as EnvVar[]).map(({ name, value }) => [name, value])),
  };
  const prefix = mkdtempSync(path.join(os.tmpdir(), `${part}-`));
  const config = path.join(prefix, 'config');
  mkdirSync(config);
  const mounted = manifests.find(
    (object) => object.kind === 'ConfigMap' && object.metadata.name === 'account-host-config',
  )!;
  for (const [file, text] of Object.entries(mounted.data!))
    writeFileSync(path.join(config, file), text);
  renderSite(
    kind,
    { prefix, templates: path.join(repository, 'docker/nginx') },
    { ...environment, CONFIG_DIR: config },
  );
  const read = (file: string) => readFileSync(path.join(prefix, file), 'utf8');
  return { read };
}

describe.each(environments)('the $name sites as their containers render them', (environment) => {
  const manifests = readManifests(environment.name);

  it.each([
    ['account-shell', environment.shopHosts],
    ['account-creators-hub', environment.hubHosts],
  ] as const)(
    '%s finds the shop by its host names and proxies to the API Service',
    (part, hosts) => {
      const { read } = render(manifests, part, 'host');
      const maps = read('conf/generated/maps.conf');
      expect(maps).toContain('server account-api:3001;');
      for (const [locale, host] of Object.entries(hosts))
        expect(maps).toContain(`"${host}" ${locale};`);
      const registry = JSON.parse(read('www/dpl/av/remotes.json'));
      expect(registry.orders).toBe(`https://orders.${environment.remotesDomain}/mf-manifest.json`);
      expect(read('www/dpl/av/runtime-config.json')).toContain('"siteKey": "site-key"');
    },
  );

  it('lets every shop and hub host read a remote', () => {
    const { read } = render(manifests, 'account-remote-orders', 'remote');
    const maps = read('conf/generated/maps.conf');
    for (const host of [
      ...Object.values(environment.shopHosts),
      ...Object.values(environment.hubHosts),
    ])
      expect(maps).toContain(`"https://${host}" "https://${host}";`);
  });
});
