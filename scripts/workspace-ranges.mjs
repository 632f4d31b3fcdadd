// The versions of the workspace packages and the ranges remotes declare for them
// (`"@account/ui": "workspace:^1.1.0"`): the federation preset turns a declared range into the
// remote's `requiredVersion` in mf-manifest.json, which `pnpm deploy-check` compares with a host.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** Name → version of every package under `<root>/packages`. */
export function workspaceVersions(root) {
  const versions = new Map();
  for (const folder of readdirSync(path.join(root, 'packages'))) {
    const file = path.join(root, 'packages', folder, 'package.json');
    if (!existsSync(file)) continue;
    const { name, version } = JSON.parse(readFileSync(file, 'utf8'));
    versions.set(name, version);
  }
  return versions;
}

/** The range a new dependency on that version declares: its minors and patches. */
export const rangeFor = (version) => `workspace:^${version}`;

/**
 * What is wrong with the ranges a remote's package.json declares for workspace packages, one
 * message each: no range (`workspace:*` tells the manifest nothing), or one the workspace's
 * current version does not satisfy (the remote would be built against a version it rejects).
 */
export function rangeProblems(where, dependencies, versions) {
  const problems = [];
  for (const [name, spec] of Object.entries(dependencies)) {
    const version = versions.get(name);
    if (version === undefined || !spec.startsWith('workspace:')) continue;
    const range = spec.slice('workspace:'.length);
    if (semver.validRange(range) === null || /^[*^~]?$/.test(range) || range === 'x')
      problems.push(
        `${where} declares no version range for ${name} ("${spec}"): write the range it needs, e.g. "${rangeFor(version)}"`,
      );
    else if (!semver.satisfies(version, range))
      problems.push(
        `${where} needs ${name} ${range}, but the workspace has ${version}: widen the range or build against a fitting version`,
      );
  }
  return problems;
}
