import { RUM_UNKNOWN_VERSION, RUM_VERSION_PATTERN } from '@account/contracts';
import { chosenRemotes } from '../../runtime/registry';

interface FederationGlobal {
  __FEDERATION__?: { moduleInfo?: Record<string, { buildVersion?: unknown } | undefined> };
}

/**
 * The version of a remote that ran in this page: the build version of the manifest the runtime
 * read for it (the build's `MF_BUILD_VERSION`, else the remote's package version). Module
 * Federation keeps each manifest it read in its page-wide snapshot, under `name:entry`; the entry
 * is the manifest the registry chose for this visitor, a canary's too. A remote whose manifest
 * never arrived is the version the registry chose for this visitor: a broken canary's failed
 * loads must count as the canary's, or `pnpm release --watch` would blame the stable version.
 * With neither, or a version a label cannot carry, it is `unknown`.
 */
export function versionOf(remote: string): string {
  const snapshots = (globalThis as FederationGlobal).__FEDERATION__?.moduleInfo ?? {};
  const versions = Object.entries(snapshots)
    .filter(([key]) => key.startsWith(`${remote}:`))
    .map(([, snapshot]) => snapshot?.buildVersion);
  const version =
    versions.at(-1) ?? chosenRemotes()[remote as keyof ReturnType<typeof chosenRemotes>]?.version;
  return typeof version === 'string' && RUM_VERSION_PATTERN.test(version)
    ? version
    : RUM_UNKNOWN_VERSION;
}
