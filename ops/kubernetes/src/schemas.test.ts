import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { environments } from './environments';
import { manifestFiles } from './manifest-files';

/**
 * validate-manifests.mts runs on Node itself: the schema packages ship ES modules only, which
 * this CommonJS suite cannot load.
 */
function validate(files: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(__dirname, 'validate-manifests.mts'), ...files],
    { cwd: __dirname, encoding: 'utf8' },
  );
  const findings = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; name: string; error: string });
  return { status: result.status, findings, stderr: result.stderr };
}

describe('the manifests against the Kubernetes API and CloudNativePG schemas', () => {
  it.each(environments.map(({ name }) => name))('%s: every object is valid', (environment) => {
    const { status, findings, stderr } = validate(manifestFiles(environment));
    expect(stderr).toBe('');
    expect(findings).toEqual([]);
    expect(status).toBe(0);
  });

  it('names the object and field that break a schema, and a kind it has no schema for', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'manifests-'));
    const [database, , serving] = manifestFiles('staging');
    const broken = path.join(folder, 'broken.yaml');
    writeFileSync(
      broken,
      [
        readFileSync(serving!, 'utf8').replace('containerPort: 3001', 'containerPort: http-port'),
        readFileSync(database!, 'utf8').replace('method: any', 'method: sometimes'),
        'apiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: unknown\n',
      ].join('\n---\n'),
    );
    const { status, findings } = validate([broken]);
    expect(status).toBe(1);
    expect(findings.map(({ kind, name, error }) => `${kind}/${name}: ${error}`)).toEqual([
      'Deployment/account-api: data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
      'Cluster/account-db: data/spec/postgresql/synchronous/method must be equal to one of the allowed values',
      'Gadget/unknown: no schema for example.com/v1 Gadget',
    ]);
  });
});
