import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RUM_UNKNOWN_VERSION, RUM_VERSION_PATTERN } from '@account/contracts';

/** The version of each remote that ran in this page, as its manifest or the registry said. */
const versions = new Map<string, string>();

/**
 * Records which version of a remote this page runs. The manifest's build version is the truth
 * once it arrived; a registry entry that names its version (a canary) may say it before, so a
 * remote whose manifest never arrives is still counted against the version that was chosen.
 * A value a label cannot carry is ignored.
 */
export function setRemoteVersion(remote: string, version: string): void {
  if (RUM_VERSION_PATTERN.test(version)) versions.set(remote, version);
}

export function versionOf(remote: string): string {
  return versions.get(remote) ?? RUM_UNKNOWN_VERSION;
}

/**
 * Module Federation's hook after a remote's manifest was read: its `buildVersion` (the build's
 * `MF_BUILD_VERSION`, else the remote's package version) is the version reports carry.
 */
export function rememberRemoteVersions(): ModuleFederationRuntimePlugin {
  return {
    name: 'account-remember-remote-versions',
    afterLoadSnapshot(args) {
      const { buildVersion } = args.remoteSnapshot as { buildVersion?: unknown };
      if (typeof buildVersion === 'string') setRemoteVersion(args.moduleInfo.name, buildVersion);
      return args;
    },
  };
}
