import type { Manifest } from './manifest-files';

/*
 * Our own rules for the manifests, beyond what the API's schemas say: each returns what breaks
 * it, as "<kind>/<name>: <why>", so a failing test names the object.
 */

type Labels = Record<string, string>;
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface Container {
  name: string;
  image: string;
  env?: EnvVar[];
  resources?: { requests?: Labels; limits?: Labels };
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
  };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  securityContext?: { runAsNonRoot?: boolean };
}

const WORKLOADS = new Set(['Deployment', 'Job']);
const where = (object: Manifest) => `${object.kind}/${object.metadata.name}`;

function podsOf(manifests: Manifest[]) {
  return manifests
    .filter((object) => WORKLOADS.has(object.kind))
    .map((object) => ({
      object,
      labels: (object.spec.template.metadata?.labels ?? {}) as Labels,
      pod: object.spec.template.spec as PodSpec,
    }));
}

const allContainers = (pod: PodSpec) => [...pod.containers, ...(pod.initContainers ?? [])];

/** A label selector's matchLabels pick pods with these labels (the only form used here). */
export const selects = (selector: Labels | undefined, labels: Labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

/** Every image has a tag of its own (or a digest): `latest` or none would change under us. */
export function untaggedImages(manifests: Manifest[]): string[] {
  return podsOf(manifests).flatMap(({ object, pod }) =>
    allContainers(pod)
      .filter(({ image }) => {
        if (image.includes('@sha256:')) return false;
        const tag = /:([^/:]+)$/.exec(image)?.[1];
        return !tag || tag === 'latest';
      })
      .map(({ name, image }) => `${where(object)}: container ${name} runs ${image}`),
  );
}

/** Every container says what it needs and may use: CPU and memory, requested and limited. */
export function containersWithoutLimits(manifests: Manifest[]): string[] {
  return podsOf(manifests).flatMap(({ object, pod }) =>
    allContainers(pod)
      .filter(({ resources }) =>
        ['cpu', 'memory'].some((kind) => !resources?.requests?.[kind] || !resources.limits?.[kind]),
      )
      .map(
        ({ name }) => `${where(object)}: container ${name} lacks CPU or memory requests or limits`,
      ),
  );
}

/** Every serving container is probed for readiness and liveness (a Job's runs to its end). */
export function containersWithoutProbes(manifests: Manifest[]): string[] {
  return podsOf(manifests)
    .filter(({ object }) => object.kind === 'Deployment')
    .flatMap(({ object, pod }) =>
      pod.containers
        .filter((container) => !container.readinessProbe || !container.livenessProbe)
        .map(
          ({ name }) => `${where(object)}: container ${name} lacks a readiness or liveness probe`,
        ),
    );
}

/** Not root, nothing written to the image, no privilege gained: pod and every container. */
export function unhardenedContainers(manifests: Manifest[]): string[] {
  return podsOf(manifests).flatMap(({ object, pod }) => [
    ...(pod.securityContext?.runAsNonRoot === true
      ? []
      : [`${where(object)}: the pod may run as root`]),
    ...allContainers(pod)
      .filter(
        ({ securityContext: context }) =>
          context?.runAsNonRoot !== true ||
          context.readOnlyRootFilesystem !== true ||
          context.allowPrivilegeEscalation !== false,
      )
      .map(
        ({ name }) =>
          `${where(object)}: container ${name} is not non-root, read-only, unprivileged`,
      ),
  ]);
}

/** Names that hold a secret: their value comes from a Secret, never from the manifest. */
const SECRET_NAME = /SECRET|PASSWORD|PRIVATE|TOKEN|CREDENTIAL|_KEY$|^SMTP_URL$|^DATABASE_URL$/;
/** `scheme://user:password@`: a URL's credentials. */
const URL_CREDENTIALS = /:\/\/([^:/@\s]+):([^@\s]+)@/;

/**
 * No secret as a literal: a secret-like variable comes from a Secret, or — a URL — carries its
 * credentials only as $(NAME) references to variables that do; no URL anywhere has a literal
 * password.
 */
export function literalSecrets(manifests: Manifest[]): string[] {
  return podsOf(manifests).flatMap(({ object, pod }) =>
    allContainers(pod).flatMap((container) => {
      const env = container.env ?? [];
      const fromSecret = new Set(
        env.filter((variable) => variable.valueFrom?.secretKeyRef).map(({ name }) => name),
      );
      const isSecretReference = (text: string) => {
        const name = /^\$\(([A-Z0-9_]+)\)$/.exec(text)?.[1];
        return name !== undefined && fromSecret.has(name);
      };
      return env
        .filter(({ name, value }) => {
          if (value === undefined) return false;
          const credentials = URL_CREDENTIALS.exec(value);
          if (credentials)
            return !(isSecretReference(credentials[1]!) && isSecretReference(credentials[2]!));
          return SECRET_NAME.test(name);
        })
        .map(({ name }) => `${where(object)}: ${container.name} has ${name} as a literal`);
    }),
  );
}

/** Every Deployment's pods have a Service and a PodDisruptionBudget that select them. */
export function deploymentsWithoutServiceOrBudget(manifests: Manifest[]): string[] {
  const services = manifests.filter(({ kind }) => kind === 'Service');
  const budgets = manifests.filter(({ kind }) => kind === 'PodDisruptionBudget');
  return podsOf(manifests)
    .filter(({ object }) => object.kind === 'Deployment')
    .flatMap(({ object, labels }) => [
      ...(services.some((service) => selects(service.spec.selector, labels))
        ? []
        : [`${where(object)}: no Service selects its pods`]),
      ...(budgets.some((budget) => selects(budget.spec.selector.matchLabels, labels))
        ? []
        : [`${where(object)}: no PodDisruptionBudget selects its pods`]),
    ]);
}

/**
 * Every pod — ours, and the database's and pooler's that CloudNativePG makes (by its labels) —
 * is named by a NetworkPolicy of its own, beside the namespace's default deny.
 */
export function podsWithoutNetworkPolicy(manifests: Manifest[]): string[] {
  const policies = manifests.filter(({ kind }) => kind === 'NetworkPolicy');
  const ownPolicies = policies.filter(
    ({ spec }) => Object.keys(spec.podSelector.matchLabels ?? {}).length > 0,
  );
  const defaultDeny = policies.some(
    ({ spec }) =>
      Object.keys(spec.podSelector).length === 0 &&
      spec.policyTypes?.includes('Ingress') &&
      spec.policyTypes?.includes('Egress') &&
      !spec.ingress &&
      !spec.egress,
  );
  const operatorPods = manifests.flatMap((object): Array<{ object: Manifest; labels: Labels }> => {
    if (object.kind === 'Cluster')
      return [
        {
          object,
          labels: { 'cnpg.io/cluster': object.metadata.name, 'cnpg.io/podRole': 'instance' },
        },
      ];
    if (object.kind === 'Pooler')
      return [{ object, labels: { 'cnpg.io/poolerName': object.metadata.name } }];
    return [];
  });
  return [
    ...(defaultDeny ? [] : ['the namespace has no default-deny NetworkPolicy']),
    ...[...podsOf(manifests), ...operatorPods]
      .filter(
        ({ labels }) =>
          !ownPolicies.some(({ spec }) => selects(spec.podSelector.matchLabels, labels)),
      )
      .map(({ object }) => `${where(object)}: no NetworkPolicy names its pods`),
  ];
}
