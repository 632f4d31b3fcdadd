import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import type { Environment } from './environments';
import { CREATORS_HUB, SHELL } from './hosts';
import { partLabels } from './labels';
import { remotePart } from './remotes';
import { SITE_PORT } from './static-site';

type IngressRule = kplus.k8s.IngressRule;

function rule(
  host: string,
  service: string,
  paths: Array<[string, 'Prefix' | 'Exact']>,
): IngressRule {
  return {
    host,
    http: {
      paths: paths.map(([path, pathType]) => ({
        path,
        pathType,
        backend: { service: { name: service, port: { number: SITE_PORT } } },
      })),
    },
  };
}

function ingress(
  scope: Construct,
  environment: Environment,
  name: string,
  rules: IngressRule[],
): void {
  const hosts = rules.map((each) => each.host as string);
  new kplus.k8s.KubeIngress(scope, name, {
    metadata: {
      name,
      labels: partLabels(name),
      // cert-manager issues and renews the certificate into the TLS Secret below.
      annotations: { 'cert-manager.io/cluster-issuer': environment.ingress.tlsIssuer },
    },
    spec: {
      ingressClassName: environment.ingress.className,
      tls: [{ hosts, secretName: `${name}-tls` }],
      rules,
    },
  });
}

/**
 * One Ingress per shop (de, at, ch), each with its own certificate: the shop host to the shell,
 * the shop's creators-hub host to the hub. /api reaches the API only through a host's nginx,
 * which sets X-Forwarded-For and the security headers (docker/nginx/host.conf.template).
 * The remotes' origins (for the CDN) share one Ingress.
 */
export function ingresses(scope: Construct, environment: Environment, remotes: string[]): void {
  const hostPaths: Array<[string, 'Prefix' | 'Exact']> = [
    ['/dpl/av', 'Prefix'],
    ['/api', 'Prefix'],
    // Mailed links point here (spec); the host moves them below /dpl/av.
    ['/newsletter/cancelSubscription', 'Exact'],
  ];
  for (const locale of ['de-DE', 'de-AT', 'de-CH'] as const)
    ingress(scope, environment, `account-area-${locale.slice(3).toLowerCase()}`, [
      rule(environment.shopHosts[locale], SHELL, hostPaths),
      rule(environment.hubHosts[locale], CREATORS_HUB, hostPaths),
    ]);
  ingress(
    scope,
    environment,
    'account-remotes',
    remotes.map((remote) =>
      rule(`${remote}.${environment.remotesDomain}`, remotePart(remote), [['/', 'Prefix']]),
    ),
  );
}
