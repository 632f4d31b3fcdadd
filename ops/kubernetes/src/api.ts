import { catalogue, fullPathOf } from '@account/contracts';
import { Duration, Size } from 'cdk8s';
import * as kplus from 'cdk8s-plus-34';
import type { Construct } from 'constructs';
import type { Environment } from './environments';
import { disruptionBudget } from './disruption-budget';
import { image, partLabels, partSelector } from './labels';
import { API_RESOURCES } from './measured-resources';
import { containerSecurity, podSecurity } from './pod-security';
import { OPERATOR_OWNED } from './settings';
import { databaseUrlEnv } from './database';

export const API = 'account-api';
export const API_PORT = 3001;
/** Prometheus scrapes it by the pod annotations below (docs/decisions/064). */
export const METRICS_PORT = 9464;

/** The providers' public addresses (apps/api/src/auth/social-login-config.ts). */
const PROVIDERS = {
  SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
  SOCIAL_APPLE_ISSUER: 'https://appleid.apple.com',
  SOCIAL_FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v19.0',
};

function shopEnv(environment: Environment): Record<string, kplus.EnvValue> {
  const origin = (locale: keyof Environment['shopHosts']) =>
    kplus.EnvValue.fromValue(`https://${environment.shopHosts[locale]}/dpl/av`);
  const redirects = (segment: string) =>
    kplus.EnvValue.fromValue(
      Object.values(environment.shopHosts)
        .map((host) => `https://${host}/dpl/av/login/social/${segment}`)
        .join(','),
    );
  return {
    SHOP_ORIGIN_DE: origin('de-DE'),
    SHOP_ORIGIN_AT: origin('de-AT'),
    SHOP_ORIGIN_CH: origin('de-CH'),
    SOCIAL_GOOGLE_REDIRECT_URIS: redirects('google'),
    SOCIAL_FACEBOOK_REDIRECT_URIS: redirects('facebook'),
    SOCIAL_APPLE_REDIRECT_URIS: kplus.EnvValue.fromValue(
      Object.entries(environment.shopHosts)
        .map(
          ([locale, host]) => `https://${host}/api/cs/user/social-login/apple/callback/${locale}`,
        )
        .join(','),
    ),
  };
}

/** Traces to the platform's collector, a share of them (src/telemetry/tracing.ts reads these). */
function tracingEnv({ tracing }: Environment): Record<string, kplus.EnvValue> {
  return {
    OTEL_EXPORTER_OTLP_ENDPOINT: kplus.EnvValue.fromValue(
      `http://${tracing.service}.${tracing.namespace}.svc:${tracing.port}`,
    ),
    // A request whose traceparent brings a decision keeps it; the API decides for the rest.
    OTEL_TRACES_SAMPLER: kplus.EnvValue.fromValue('parentbased_traceidratio'),
    OTEL_TRACES_SAMPLER_ARG: kplus.EnvValue.fromValue(String(tracing.sampleShare)),
  };
}

function secretEnv(scope: Construct): Record<string, kplus.EnvValue> {
  const secret = kplus.Secret.fromSecretName(scope, 'api-secret', OPERATOR_OWNED.apiSecret);
  const fromSecret = (key: string, optional: boolean) =>
    kplus.EnvValue.fromSecretValue({ secret, key }, { optional });
  return Object.fromEntries([
    ...OPERATOR_OWNED.apiSecretKeys.map((key) => [key, fromSecret(key, false)]),
    ...OPERATOR_OWNED.apiOptionalSecretKeys.map((key) => [key, fromSecret(key, true)]),
  ]);
}

/** The account services: stateless instances behind the hosts' nginx, scaled by CPU. */
export function accountApi(scope: Construct, environment: Environment): kplus.Deployment {
  const settings = kplus.ConfigMap.fromConfigMapName(
    scope,
    'public-settings',
    OPERATOR_OWNED.publicSettings,
  );
  const deployment = new kplus.Deployment(scope, API, {
    metadata: { name: API, labels: partLabels(API) },
    podMetadata: {
      labels: partLabels(API),
      annotations: {
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(METRICS_PORT),
        'prometheus.io/path': '/metrics',
      },
    },
    select: false,
    securityContext: podSecurity,
    automountServiceAccountToken: false,
    // The API's own drain (SHUTDOWN_DRAIN_MS, 5 s) and grace (10 s) fit in Kubernetes' 30 s.
    terminationGracePeriod: Duration.seconds(30),
    containers: [
      {
        name: 'api',
        image: image(environment.registry, API, environment.release),
        ports: [
          { number: API_PORT, name: 'http' },
          { number: METRICS_PORT, name: 'metrics' },
        ],
        securityContext: containerSecurity,
        resources: API_RESOURCES,
        // Ready when the database answers; alive while the process answers (a restart would
        // not bring the database back).
        readiness: kplus.Probe.fromHttpGet(fullPathOf(catalogue.health.ready), {
          port: API_PORT,
          periodSeconds: Duration.seconds(5),
          failureThreshold: 2,
        }),
        liveness: kplus.Probe.fromHttpGet(fullPathOf(catalogue.health.health), {
          port: API_PORT,
          initialDelaySeconds: Duration.seconds(10),
          periodSeconds: Duration.seconds(10),
          failureThreshold: 3,
        }),
        envVariables: {
          APP_ENV: kplus.EnvValue.fromValue(environment.name),
          // The migration Job of the release migrates (migration-job.ts), never each instance.
          MIGRATE_AT_START: kplus.EnvValue.fromValue('false'),
          // The pooler runs in transaction mode (database.ts), where a connection's named prepared
          // statements do not survive: the API sends its queries unnamed (decision 065).
          DATABASE_POOLER: kplus.EnvValue.fromValue('transaction'),
          RECAPTCHA_MODE: kplus.EnvValue.fromValue('google'),
          // Only the hosts' nginx pods reach the API (network-policies.ts): their addresses.
          TRUSTED_PROXIES: kplus.EnvValue.fromValue(environment.network.podNetwork),
          ...Object.fromEntries(
            Object.entries(PROVIDERS).map(([name, value]) => [
              name,
              kplus.EnvValue.fromValue(value),
            ]),
          ),
          ...tracingEnv(environment),
          ...shopEnv(environment),
          ...secretEnv(scope),
          ...databaseUrlEnv(scope, 'pooler'),
        },
        envFrom: [kplus.Env.fromConfigMap(settings)],
        // Node writes nothing but its temporary files.
        volumeMounts: [
          {
            path: '/tmp',
            volume: kplus.Volume.fromEmptyDir(scope, 'api-tmp', 'tmp', {
              sizeLimit: Size.mebibytes(64),
            }),
          },
        ],
      },
    ],
  });
  // Instances on different nodes where the cluster can: a node lost takes one of them.
  deployment.scheduling.separate(deployment, { topology: kplus.Topology.HOSTNAME, weight: 100 });
  deployment.select(kplus.LabelSelector.of({ labels: partSelector(API) }));
  deployment.exposeViaService({
    name: API,
    ports: [{ port: API_PORT, targetPort: API_PORT, name: 'http' }],
  });
  new kplus.HorizontalPodAutoscaler(scope, `${API}-autoscaler`, {
    metadata: { name: API, labels: partLabels(API) },
    target: deployment,
    minReplicas: environment.apiReplicas.min,
    maxReplicas: environment.apiReplicas.max,
    // Requests are mostly CPU (JSON, Argon2id); 70 % of the request leaves room for a burst
    // while a new instance starts (docs/sizing.md).
    metrics: [kplus.Metric.resourceCpu(kplus.MetricTarget.averageUtilization(70))],
  });
  disruptionBudget(scope, API);
  return deployment;
}
