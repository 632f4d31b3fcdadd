import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import type { Environment } from './environments';
import { API, API_PORT } from './api';
import { image } from './labels';
import { OPERATOR_OWNED } from './settings';
import { staticSite } from './static-site';
import { repository } from './workspace-remotes';

export const SHELL = 'account-shell';
export const CREATORS_HUB = 'account-creators-hub';

/**
 * The environment's runtime-config.json and remotes.json (docker/config/<environment>), mounted
 * at /config as compose mounts the folder. Changing the registry changes this object's content
 * and so the pod template's annotation below: the hosts roll, and serve the new pointer.
 */
function hostConfig(scope: Construct, environment: Environment): kplus.ConfigMap {
  const folder = path.join(repository, 'docker/config', environment.name);
  const files = ['runtime-config.json', 'remotes.json'];
  return new kplus.ConfigMap(scope, 'host-config', {
    metadata: { name: 'account-host-config' },
    data: Object.fromEntries(
      files.map((file) => [file, readFileSync(path.join(folder, file), 'utf8')]),
    ),
  });
}

/**
 * The shell and the creators hub: host.Dockerfile's nginx serving the build below /dpl/av and
 * proxying /api to the API's Service. Each host gets its own shop host names, so its nginx finds
 * the shop (locale) by the name the customer asked for.
 */
export function hosts(scope: Construct, environment: Environment): void {
  const config = hostConfig(scope, environment);
  const configVolume = kplus.Volume.fromConfigMap(scope, 'host-config-volume', config, {
    name: 'config',
  });
  const settings = kplus.ConfigMap.fromConfigMapName(
    scope,
    'host-public-settings',
    OPERATOR_OWNED.publicSettings,
  );
  const configVersion = createHash('sha256')
    .update(JSON.stringify(config.data))
    .digest('hex')
    .slice(0, 16);
  for (const [part, shopHosts] of [
    [SHELL, environment.shopHosts],
    [CREATORS_HUB, environment.hubHosts],
  ] as const) {
    const deployment = staticSite(scope, {
      part,
      image: image(environment.registry, part, environment.release),
      replicas: 2,
      probePath: '/dpl/av/runtime-config.json',
      env: {
        // The API's Service: kube-proxy spreads the connections over its ready instances.
        API_UPSTREAMS: kplus.EnvValue.fromValue(`${API}:${API_PORT}`),
        // The ingress controller's pods: the customer's address is what they forward.
        TRUSTED_PROXIES: kplus.EnvValue.fromValue(environment.network.podNetwork),
        REMOTES_DOMAIN: kplus.EnvValue.fromValue(environment.remotesDomain),
        SHOP_HOST_DE: kplus.EnvValue.fromValue(shopHosts['de-DE']),
        SHOP_HOST_AT: kplus.EnvValue.fromValue(shopHosts['de-AT']),
        SHOP_HOST_CH: kplus.EnvValue.fromValue(shopHosts['de-CH']),
      },
      envFrom: [kplus.Env.fromConfigMap(settings)],
      mounts: [{ path: '/config', volume: configVolume, readOnly: true }],
    });
    deployment.podMetadata.addAnnotation('account-area/host-config', configVersion);
  }
}
