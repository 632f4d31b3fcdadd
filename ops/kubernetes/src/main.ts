// `pnpm --filter @account/ops synth`: writes ops/kubernetes/manifests/<environment>/*.yaml from
// the source beside this file; the test in manifests.test.ts fails while they differ.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { environments } from './environments';
import { synthesize } from './synth';

for (const environment of environments) {
  const folder = path.join(__dirname, '..', 'manifests', environment.name);
  mkdirSync(folder, { recursive: true });
  for (const stale of readdirSync(folder)) rmSync(path.join(folder, stale));
  for (const [file, text] of synthesize(environment)) writeFileSync(path.join(folder, file), text);
  console.log(`wrote ${path.relative(process.cwd(), folder)}`);
}
