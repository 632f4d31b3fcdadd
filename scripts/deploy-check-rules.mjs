// What `pnpm deploy-check` decides, apart from reading files: a remote's shared requirements
// (its mf-manifest.json) against what the target host provides (the host's mf-manifest.json).
import semver from 'semver';

/**
 * @typedef {{ name: string, version: string, requiredVersion?: string, singleton?: boolean }} SharedEntry
 * @typedef {{ name: string, shared: SharedEntry[], metaData?: { pluginVersion?: string } }} Manifest
 * @typedef {{ ok: boolean, lines: string[] }} Verdict
 */

const fits = (version, range) =>
  !range || semver.satisfies(version, range, { includePrerelease: true });

/**
 * Singletons (React, the router, session, config, i18n, api-client): exactly one copy runs, the
 * host's; a remote needing a version the host does not provide would break at run time, so the
 * deploy is refused. Everything else the remote may bring itself (MF loads its own copy).
 * @param {Manifest} remote
 * @param {Manifest} host
 * @returns {Verdict}
 */
export function checkDeploy(remote, host) {
  const provided = new Map(host.shared.map((entry) => [entry.name, entry]));
  const refusals = [];
  const notes = [];
  // The page has one federation runtime, and our remotes run on the host's bundler runtime too
  // (docs/decisions/001-composition.md): both are built against one Module Federation version.
  const [built, runs] = [remote.metaData?.pluginVersion, host.metaData?.pluginVersion];
  if (built !== runs)
    refusals.push(
      `Module Federation: ${remote.name} is built with ${built ?? 'an unknown version'}; ${host.name} runs ${runs ?? 'an unknown version'}, and the page has one runtime`,
    );
  for (const need of remote.shared) {
    const have = provided.get(need.name);
    const range = need.requiredVersion;
    const singleton = need.singleton || have?.singleton;
    if (singleton) {
      if (!have)
        refusals.push(
          `${need.name}: ${remote.name} needs ${range} as the page's one instance; ${host.name} provides none`,
        );
      else if (!fits(have.version, range))
        refusals.push(
          `${need.name}: ${remote.name} needs ${range}; ${host.name} provides ${have.version}, and only one copy may run (singleton)`,
        );
    } else if (!have || !fits(have.version, range)) {
      notes.push(
        `${need.name}: ${remote.name} brings its own ${need.version} (needs ${range}; ${host.name} has ${have?.version ?? 'none'})`,
      );
    }
  }
  const lines = refusals.length
    ? [`Refused: ${remote.name} cannot run in ${host.name}.`, ...refusals.map((l) => `  ✗ ${l}`)]
    : [`OK: ${remote.name} fits ${host.name}.`];
  return { ok: refusals.length === 0, lines: [...lines, ...notes.map((l) => `  · ${l}`)] };
}
