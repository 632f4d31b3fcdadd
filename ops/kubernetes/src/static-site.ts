import { Duration, Size } from 'cdk8s';
import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import { disruptionBudget } from './disruption-budget';
import { partLabels, partSelector } from './labels';
import { NGINX_RESOURCES, SITE_COPY_RESOURCES } from './measured-resources';
import { containerSecurity, podSecurity } from './pod-security';

/** The images' nginx listens here, unprivileged (docker/host.Dockerfile, remote.Dockerfile). */
export const SITE_PORT = 8080;
/** The images' nginx prefix: the build, and what docker/render writes when the container starts. */
const SITE_PREFIX = '/srv/site';

export interface StaticSiteProps {
  part: string;
  image: string;
  replicas: number;
  /** What the image's HEALTHCHECK asks for: served only when nginx and its build are in place. */
  probePath: string;
  env?: Record<string, kplus.EnvValue>;
  envFrom?: kplus.EnvFrom[];
  /** Read-only files the renderer reads (a host's runtime-config.json and remotes.json). */
  mounts?: kplus.VolumeMount[];
}

/**
 * One of the images on Debian's nginx, with a read-only root file system: the container renders
 * its site into its nginx prefix when it starts (docker/render/main.ts) and nginx writes its pid
 * and temporary files there. So the prefix is an emptyDir, filled first with the image's own
 * prefix (the build) by an init container of the same image.
 */
export function staticSite(scope: Construct, props: StaticSiteProps): kplus.Deployment {
  const { part } = props;
  const site = kplus.Volume.fromEmptyDir(scope, `${part}-site`, 'site', {
    sizeLimit: Size.mebibytes(256),
  });
  const probe = (initialDelay: number) =>
    kplus.Probe.fromHttpGet(props.probePath, {
      port: SITE_PORT,
      initialDelaySeconds: Duration.seconds(initialDelay),
      periodSeconds: Duration.seconds(10),
      failureThreshold: 3,
    });
  const deployment = new kplus.Deployment(scope, part, {
    metadata: { name: part, labels: partLabels(part) },
    podMetadata: { labels: partLabels(part) },
    select: false,
    replicas: props.replicas,
    securityContext: podSecurity,
    automountServiceAccountToken: false,
    initContainers: [
      {
        name: 'site',
        image: props.image,
        command: ['cp', '-a', `${SITE_PREFIX}/.`, '/site/'],
        securityContext: containerSecurity,
        resources: SITE_COPY_RESOURCES,
        volumeMounts: [{ path: '/site', volume: site }],
      },
    ],
    containers: [
      {
        name: 'nginx',
        image: props.image,
        ports: [{ number: SITE_PORT, name: 'http' }],
        securityContext: containerSecurity,
        resources: NGINX_RESOURCES,
        readiness: probe(0),
        liveness: probe(10),
        envVariables: props.env ?? {},
        envFrom: props.envFrom ?? [],
        volumeMounts: [{ path: SITE_PREFIX, volume: site }, ...(props.mounts ?? [])],
      },
    ],
  });
  // Instances on different nodes where the cluster can: a node lost takes one of them.
  deployment.scheduling.separate(deployment, { topology: kplus.Topology.HOSTNAME, weight: 100 });
  deployment.select(kplus.LabelSelector.of({ labels: partSelector(part) }));
  deployment.exposeViaService({
    name: part,
    ports: [{ port: SITE_PORT, targetPort: SITE_PORT, name: 'http' }],
  });
  disruptionBudget(scope, part);
  return deployment;
}
