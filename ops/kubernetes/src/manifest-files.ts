import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as the YAML holds it; the rules read only the fields they check. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // The shapes differ by kind; each rule narrows what it reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

export const manifestsFolder = (environment: string) =>
  path.join(__dirname, '..', 'manifests', environment);

export function manifestFiles(environment: string): string[] {
  const folder = manifestsFolder(environment);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => path.join(folder, file));
}

/** Every object in an environment's committed manifests. */
export function readManifests(environment: string): Manifest[] {
  return manifestFiles(environment).flatMap((file) =>
    parseAllDocuments(readFileSync(file, 'utf8')).map((document) => document.toJS() as Manifest),
  );
}
