import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import type { Environment } from './environments';
import { image } from './labels';
import { staticSite } from './static-site';
import { workspaceRemotes } from './workspace-remotes';

export const remotePart = (remote: string) => `account-remote-${remote}`;

/** The origins that may read a remote cross-origin: every shop and hub host. */
export function allowedOrigins(environment: Environment): string {
  return [...Object.values(environment.shopHosts), ...Object.values(environment.hubHosts)]
    .map((host) => `https://${host}`)
    .join(',');
}

/**
 * Each remote's own static server (remote.Dockerfile): the CDN's origin for
 * <remote>.<remotesDomain>, one per remote of the workspace.
 */
export function remotes(scope: Construct, environment: Environment): string[] {
  const names = workspaceRemotes();
  for (const remote of names)
    staticSite(scope, {
      part: remotePart(remote),
      image: image(environment.registry, remotePart(remote), environment.release),
      replicas: 2,
      probePath: '/mf-manifest.json',
      env: { ALLOWED_ORIGINS: kplus.EnvValue.fromValue(allowedOrigins(environment)) },
    });
  return names;
}
