import type { Locale } from '@account/contracts';

/**
 * What differs between the clusters the account area runs on. Everything else — probes, limits,
 * policies, the database's shape — is the same in staging and production, so staging proves
 * what production gets.
 */
export interface Environment {
  /** The folder below ops/kubernetes/manifests and the name of docker/config/<name>. */
  name: 'staging' | 'production';
  namespace: string;
  /** Where `docker push` put the images: <registry>/account-api:<tag>, account-shell, … */
  registry: string;
  /** The release: every image of this environment has this tag; the migration Job is named by it. */
  release: string;
  /** The shop's host name per locale: one Ingress each, TLS from cert-manager. */
  shopHosts: Record<Locale, string>;
  /** The ingress controller's class and cert-manager's issuer of the TLS certificates. */
  ingress: { className: string; tlsIssuer: string; controllerNamespace: string };
  /** The creators hub's host name per locale (its own origin: it serves /dpl/av as the shell does). */
  hubHosts: Record<Locale, string>;
  /** The remotes' origin behind the CDN: <remote>.<remotesDomain> (docker/config/*\/remotes.json). */
  remotesDomain: string;
  /** The API's instances: the autoscaler's bounds (docs/sizing.md gives the per-instance figure). */
  apiReplicas: { min: number; max: number };
  /** PostgreSQL's storage per instance and its backups' bucket (CloudNativePG, barman). */
  database: { storage: string; backupBucket: string; backupEndpoint: string };
  /** Outside the cluster: the mail relay's network and port, the kube API server's address. */
  /** Where Prometheus runs: it may reach the API's metrics port. */
  monitoringNamespace: string;
  /**
   * The platform's OpenTelemetry Collector, which takes the API's traces (OTLP over HTTP), and
   * the share of requests traced: every trace costs the API about 0.2 ms of CPU (docs/slo.md).
   */
  tracing: {
    namespace: string;
    service: string;
    podLabels: Record<string, string>;
    port: number;
    sampleShare: number;
  };
  network: {
    mailRelay: string;
    mailRelayPort: number;
    kubeApiServer: string;
    /** The pods' addresses: the API believes X-Forwarded-For from these only (the hosts' nginx). */
    podNetwork: string;
  };
}

export const staging: Environment = {
  name: 'staging',
  namespace: 'account-area-staging',
  registry: 'registry.shop24direkt.de/account-area',
  release: '2026.11.30-1',
  shopHosts: {
    'de-DE': 'staging.shop24direkt.de',
    'de-AT': 'staging.shop24direkt.at',
    'de-CH': 'staging.shop24direkt.ch',
  },
  ingress: { className: 'nginx', tlsIssuer: 'letsencrypt', controllerNamespace: 'ingress-nginx' },
  hubHosts: {
    'de-DE': 'creators.staging.shop24direkt.de',
    'de-AT': 'creators.staging.shop24direkt.at',
    'de-CH': 'creators.staging.shop24direkt.ch',
  },
  remotesDomain: 'remotes.staging.shop24direkt.de',
  apiReplicas: { min: 2, max: 4 },
  database: {
    storage: '20Gi',
    backupBucket: 's3://shop24direkt-account-area-staging-backups/',
    backupEndpoint: 'https://s3.eu-central-1.amazonaws.com',
  },
  monitoringNamespace: 'monitoring',
  tracing: {
    namespace: 'monitoring',
    service: 'otel-collector',
    podLabels: { 'app.kubernetes.io/name': 'opentelemetry-collector' },
    port: 4318,
    sampleShare: 1,
  },
  network: {
    mailRelay: '10.20.0.25/32',
    mailRelayPort: 587,
    kubeApiServer: '10.0.0.1/32',
    podNetwork: '10.244.0.0/16',
  },
};

export const production: Environment = {
  ...staging,
  name: 'production',
  namespace: 'account-area',
  shopHosts: {
    'de-DE': 'www.shop24direkt.de',
    'de-AT': 'www.shop24direkt.at',
    'de-CH': 'www.shop24direkt.ch',
  },
  hubHosts: {
    'de-DE': 'creators.shop24direkt.de',
    'de-AT': 'creators.shop24direkt.at',
    'de-CH': 'creators.shop24direkt.ch',
  },
  remotesDomain: 'remotes.shop24direkt.de',
  apiReplicas: { min: 3, max: 12 },
  // A tenth of the customers' requests: enough to find a slow call, a fraction of the CPU.
  tracing: { ...staging.tracing, sampleShare: 0.1 },
  database: {
    storage: '100Gi',
    backupBucket: 's3://shop24direkt-account-area-backups/',
    backupEndpoint: 'https://s3.eu-central-1.amazonaws.com',
  },
};

export const environments = [staging, production];
