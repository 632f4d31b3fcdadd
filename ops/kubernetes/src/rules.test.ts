import { environments } from './environments';
import { readManifests, type Manifest } from './manifest-files';
import {
  containersWithoutLimits,
  containersWithoutProbes,
  deploymentsWithoutServiceOrBudget,
  literalSecrets,
  podsWithoutNetworkPolicy,
  unhardenedContainers,
  untaggedImages,
} from './rules';

const rules = {
  untaggedImages,
  containersWithoutLimits,
  containersWithoutProbes,
  unhardenedContainers,
  literalSecrets,
  deploymentsWithoutServiceOrBudget,
  podsWithoutNetworkPolicy,
};

describe.each(environments.map(({ name }) => name))('the %s manifests', (environment) => {
  const manifests = readManifests(environment);

  it.each(Object.entries(rules))('break no rule: %s', (_name, rule) => {
    expect(rule(manifests)).toEqual([]);
  });
});

/** The committed production manifests with one object changed, to see each rule catch it. */
function withApi(change: (api: Manifest) => void): Manifest[] {
  const manifests = structuredClone(readManifests('production'));
  const api = manifests.find(
    ({ kind, metadata }) => kind === 'Deployment' && metadata.name === 'account-api',
  );
  change(api!);
  return manifests;
}
const apiContainer = (api: Manifest) => api.spec.template.spec.containers[0];
const env = (api: Manifest, name: string) =>
  apiContainer(api).env.find((variable: { name: string }) => variable.name === name);

describe('each rule finds what breaks it', () => {
  it('an image tagged latest, or not at all', () => {
    for (const image of ['registry.example/account-api:latest', 'registry.example/account-api'])
      expect(untaggedImages(withApi((api) => (apiContainer(api).image = image)))).toEqual([
        `Deployment/account-api: container api runs ${image}`,
      ]);
  });

  it('a container without a memory limit, or without probes', () => {
    expect(
      containersWithoutLimits(withApi((api) => delete apiContainer(api).resources.limits.memory)),
    ).toEqual(['Deployment/account-api: container api lacks CPU or memory requests or limits']);
    expect(
      containersWithoutProbes(withApi((api) => delete apiContainer(api).livenessProbe)),
    ).toEqual(['Deployment/account-api: container api lacks a readiness or liveness probe']);
  });

  it('a writable root file system, and a pod that may run as root', () => {
    expect(
      unhardenedContainers(
        withApi((api) => {
          apiContainer(api).securityContext.readOnlyRootFilesystem = false;
          delete api.spec.template.spec.securityContext.runAsNonRoot;
        }),
      ),
    ).toEqual([
      'Deployment/account-api: the pod may run as root',
      'Deployment/account-api: container api is not non-root, read-only, unprivileged',
    ]);
  });

  it('a secret written into the manifest, or a URL with a literal password', () => {
    expect(
      literalSecrets(
        withApi((api) => {
          const key = env(api, 'BANK_DETAILS_KEY');
          delete key.valueFrom;
          key.value = 'c2VjcmV0';
          env(api, 'DATABASE_URL').value =
            'postgres://account:hunter2@account-db-pooler-rw/account';
        }),
      ),
    ).toEqual([
      'Deployment/account-api: api has BANK_DETAILS_KEY as a literal',
      'Deployment/account-api: api has DATABASE_URL as a literal',
    ]);
  });

  it('a Deployment without a Service or a disruption budget', () => {
    const manifests = readManifests('production').filter(
      ({ kind, metadata }) =>
        !(['Service', 'PodDisruptionBudget'].includes(kind) && metadata.name === 'account-api'),
    );
    expect(deploymentsWithoutServiceOrBudget(manifests)).toEqual([
      'Deployment/account-api: no Service selects its pods',
      'Deployment/account-api: no PodDisruptionBudget selects its pods',
    ]);
  });

  it('pods no NetworkPolicy names, and a namespace without a default deny', () => {
    const manifests = readManifests('production').filter(
      ({ kind, metadata }) =>
        !(
          kind === 'NetworkPolicy' &&
          ['account-api', 'account-db', 'default-deny'].includes(metadata.name)
        ),
    );
    expect(podsWithoutNetworkPolicy(manifests)).toEqual([
      'the namespace has no default-deny NetworkPolicy',
      'Deployment/account-api: no NetworkPolicy names its pods',
      'Cluster/account-db: no NetworkPolicy names its pods',
    ]);
  });
});
