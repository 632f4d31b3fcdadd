import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { environments } from './environments';
import { manifestsFolder, readManifests, type Manifest } from './manifest-files';
import { selects } from './rules';
import { synthesize } from './synth';
import { workspaceRemotes } from './workspace-remotes';

const named = (manifests: Manifest[], kind: string, name: string) =>
  manifests.find((object) => object.kind === kind && object.metadata.name === name);

describe.each(environments)('the $name manifests', (environment) => {
  const manifests = readManifests(environment.name);
  const api = named(manifests, 'Deployment', 'account-api')!;
  const apiEnv = (name: string) =>
    api.spec.template.spec.containers[0].env.find(
      (variable: { name: string }) => variable.name === name,
    );

  it('are what the source writes (run pnpm --filter @account/ops synth after a change)', () => {
    const synthesized = synthesize(environment);
    const folder = manifestsFolder(environment.name);
    expect(readdirSync(folder).sort()).toEqual([...synthesized.keys()].sort());
    for (const [file, text] of synthesized)
      expect([file, readFileSync(path.join(folder, file), 'utf8')]).toEqual([file, text]);
  });

  it('serve every remote of the workspace, the shell, the hub and the API', () => {
    const deployments = manifests.filter(({ kind }) => kind === 'Deployment');
    expect(deployments.map(({ metadata }) => metadata.name).sort()).toEqual(
      [
        'account-api',
        'account-creators-hub',
        'account-shell',
        ...workspaceRemotes().map((remote) => `account-remote-${remote}`),
      ].sort(),
    );
    expect(deployments.map(({ metadata }) => metadata.name)).not.toContain('account-idp');
  });

  it('migrate once per release: a Job of the API image, the instances never at start', () => {
    const job = manifests.find(({ kind }) => kind === 'Job')!;
    const [migrate] = job.spec.template.spec.containers;
    expect(job.metadata.name).toBe(`account-api-migration-${environment.release}`);
    expect(migrate.image).toBe(api.spec.template.spec.containers[0].image);
    expect(migrate.command).toEqual(['node', '--enable-source-maps', 'dist/migrate.js']);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(apiEnv('MIGRATE_AT_START')).toEqual({ name: 'MIGRATE_AT_START', value: 'false' });
  });

  it('point the API at PgBouncer and the migration at the primary', () => {
    expect(apiEnv('DATABASE_URL').value).toBe(
      'postgres://$(DATABASE_USER):$(DATABASE_PASSWORD)@account-db-pooler-rw:5432/account',
    );
    const pooler = named(manifests, 'Pooler', 'account-db-pooler-rw')!;
    expect(pooler.spec).toMatchObject({
      cluster: { name: 'account-db' },
      type: 'rw',
      pgbouncer: { poolMode: 'transaction' },
    });
    expect(apiEnv('DATABASE_POOLER')).toEqual({ name: 'DATABASE_POOLER', value: 'transaction' });
    const cluster = named(manifests, 'Cluster', 'account-db')!;
    expect(cluster.spec).toMatchObject({
      instances: 3,
      postgresql: { synchronous: { method: 'any', number: 1 } },
      backup: { barmanObjectStore: { destinationPath: environment.database.backupBucket } },
    });
    expect(named(manifests, 'ScheduledBackup', 'account-db-nightly')).toBeDefined();
  });

  it('scale the API by CPU between the environment’s bounds', () => {
    const autoscaler = manifests.find(({ kind }) => kind === 'HorizontalPodAutoscaler')!;
    expect(autoscaler.spec).toMatchObject({
      scaleTargetRef: { kind: 'Deployment', name: 'account-api' },
      minReplicas: environment.apiReplicas.min,
      maxReplicas: environment.apiReplicas.max,
    });
  });

  it('give each shop host an Ingress with TLS, to the shell', () => {
    const ingresses = manifests.filter(({ kind }) => kind === 'Ingress');
    for (const host of Object.values(environment.shopHosts)) {
      const ingress = ingresses.find(({ spec }) =>
        spec.rules.some((rule: { host: string }) => rule.host === host),
      );
      expect(ingress?.spec.tls[0].hosts).toContain(host);
      const rule = ingress?.spec.rules.find((each: { host: string }) => each.host === host);
      expect(rule.http.paths[0].backend.service.name).toBe('account-shell');
    }
  });

  it('send the API’s traces to the collector, a share of them, and let them through', () => {
    const endpoint = new URL(apiEnv('OTEL_EXPORTER_OTLP_ENDPOINT').value);
    const [service, namespace] = endpoint.hostname.split('.');
    expect(service).toBe(environment.tracing.service);
    expect(apiEnv('OTEL_TRACES_SAMPLER').value).toBe('parentbased_traceidratio');
    expect(Number(apiEnv('OTEL_TRACES_SAMPLER_ARG').value)).toBe(environment.tracing.sampleShare);
    type Selector = { matchLabels: Record<string, string> };
    type Peer = { namespaceSelector?: Selector; podSelector?: Selector };
    const egress: Array<{ to: Peer[]; ports: object[] }> = named(
      manifests,
      'NetworkPolicy',
      'account-api',
    )!.spec.egress;
    const toCollector = egress.find((rule) =>
      rule.to.some(
        (peer) =>
          peer.namespaceSelector?.matchLabels['kubernetes.io/metadata.name'] === namespace &&
          selects(peer.podSelector?.matchLabels ?? {}, environment.tracing.podLabels),
      ),
    );
    expect(toCollector?.ports).toEqual([{ protocol: 'TCP', port: Number(endpoint.port) }]);
  });

  it('let only the shell’s and the hub’s pods reach the API, and Prometheus its metrics', () => {
    const policy = named(manifests, 'NetworkPolicy', 'account-api')!;
    const [fromHosts, fromMonitoring] = policy.spec.ingress;
    const hostLabels = ['account-shell', 'account-creators-hub'].map((name) => ({
      'app.kubernetes.io/name': name,
    }));
    expect(
      fromHosts.from.map(
        (peer: { podSelector: { matchLabels: object } }) => peer.podSelector.matchLabels,
      ),
    ).toEqual(hostLabels);
    expect(fromHosts.ports).toEqual([{ protocol: 'TCP', port: 3001 }]);
    expect(fromMonitoring.ports).toEqual([{ protocol: 'TCP', port: 9464 }]);
    expect(api.spec.template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '9464',
    });
    // No remote's pods are among those allowed.
    const remoteLabels = { 'app.kubernetes.io/name': 'account-remote-login' };
    expect(
      policy.spec.ingress.some(
        (rule: { from: Array<{ podSelector?: { matchLabels: Record<string, string> } }> }) =>
          rule.from.some(
            (peer) => peer.podSelector && selects(peer.podSelector.matchLabels, remoteLabels),
          ),
      ),
    ).toBe(false);
  });
});
