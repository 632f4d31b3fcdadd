import { Yaml } from 'cdk8s';
import type { Environment } from './environments';
import { accountArea } from './account-area';

export const HEADER =
  '# Written by ops/kubernetes (pnpm --filter @account/ops synth) from its TypeScript source; do not edit.\n';

/** The manifests of an environment as file name → YAML text, without writing anything. */
export function synthesize(environment: Environment): Map<string, string> {
  const files = new Map<string, string>();
  for (const chart of accountArea(environment).charts)
    files.set(`${chart.node.id}.yaml`, HEADER + Yaml.stringify(...chart.toJson()));
  return files;
}
