// `node ops/kubernetes/src/validate-manifests.mts <file.yaml>…`: checks every object in the files
// against the Kubernetes API's OpenAPI schemas (kubernetes-models) and CloudNativePG's CRDs
// (@kubernetes-models/cloudnative-pg), and prints one JSON line per finding. Exits 1 with
// findings. Run by Node itself (ES modules, type stripping): both packages ship ES modules only.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;

/** kubernetes-models/<group>/<version>/<Kind>, or CloudNativePG's package for its group. */
function modulePath(apiVersion: string, kind: string): string {
  const packageName = apiVersion.startsWith('postgresql.cnpg.io/')
    ? '@kubernetes-models/cloudnative-pg'
    : 'kubernetes-models';
  return `${packageName}/${apiVersion}/${kind}`;
}

async function findings(file: string): Promise<Array<Record<string, string>>> {
  const found: Array<Record<string, string>> = [];
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    const object = document.toJS() as {
      apiVersion?: string;
      kind?: string;
      metadata?: { name?: string };
    };
    const where = { file, kind: String(object.kind), name: String(object.metadata?.name) };
    if (!object.apiVersion || !object.kind) {
      found.push({ ...where, error: 'no apiVersion or kind' });
      continue;
    }
    let model: ModelClass;
    try {
      const loaded = (await import(modulePath(object.apiVersion, object.kind))) as Record<
        string,
        ModelClass
      >;
      model = loaded[object.kind] as ModelClass;
    } catch {
      found.push({ ...where, error: `no schema for ${object.apiVersion} ${object.kind}` });
      continue;
    }
    try {
      new model(object).validate();
    } catch (error) {
      found.push({ ...where, error: (error as Error).message });
    }
  }
  return found;
}

const all = (await Promise.all(process.argv.slice(2).map(findings))).flat();
for (const finding of all) console.log(JSON.stringify(finding));
process.exitCode = all.length ? 1 : 0;
