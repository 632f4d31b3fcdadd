import {
  remoteNames,
  type RegistryEntry,
  type RemoteCanary,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRegistryFile,
  type RuntimeConfig,
} from '@account/contracts';
import { reportWarning } from '@account/tracking';
import { fetchDeploymentFile } from '../host/deployment-files';
import { chooseReleasesForThisVisitor } from './release-choice';
import type { ChosenRemote } from './stable-release';

type Warn = (message: string, details: unknown) => void;

/**
 * The registry served beside the host (remotes.json) says where each remote's mf-manifest.json
 * lives, so a remote deploys without a host rebuild. If it cannot be read, the registry baked in
 * at build time is used instead.
 *
 * Entries the host does not know are reported to the logging service: a remote deployed under a
 * misspelt name would otherwise just never appear. An entry may carry a canary
 * (`remoteRegistryFileSchema` in contracts); `chooseReleases` picks the visitor's version.
 */
export async function loadRegistry(
  url: string,
  fallback: RemoteRegistryFile,
  warn: Warn = (message) => reportWarning('federation', message, 'UNKNOWN_REMOTE'),
): Promise<RemoteRegistryFile> {
  try {
    const response = await fetchDeploymentFile(url);
    if (!response.ok) return fallback;
    const data: unknown = await response.json();
    return pickKnown(data, warn) ?? fallback;
  } catch {
    return fallback;
  }
}

function pickKnown(data: unknown, warn: Warn): RemoteRegistryFile | null {
  if (typeof data !== 'object' || data === null) return null;
  const entries = data as Record<string, unknown>;
  const registry: RemoteRegistryFile = {};
  for (const name of remoteNames) {
    const entry = registryEntry(entries[name]);
    if (entry) registry[name as RemoteName] = entry;
  }
  const unknown = Object.keys(entries).filter(
    (name) => !(remoteNames as readonly string[]).includes(name),
  );
  if (unknown.length > 0)
    warn('The remote registry names remotes this host does not know; they are not loaded', {
      unknown,
    });
  return registry;
}

/**
 * The entry's shape, checked by hand: zod's schema (contracts) guards the file where `pnpm release`
 * writes it. A canary that is malformed is left out, so its visitors run the stable version.
 */
function registryEntry(value: unknown): RegistryEntry | null {
  if (typeof value === 'string') return value || null;
  const { entry, canary } = (value ?? {}) as { entry?: unknown; canary?: Partial<RemoteCanary> };
  if (typeof entry !== 'string' || !entry) return null;
  const sound = typeof canary?.entry === 'string' && typeof canary.share === 'number';
  return {
    ...(value as Exclude<RegistryEntry, string>),
    canary: sound ? (canary as RemoteCanary) : undefined,
  };
}

export type Releases = Partial<Record<RemoteName, ChosenRemote>>;

let chosen: Releases = {};

/**
 * The registry this page registers: the visitor's version of each remote, then a developer's
 * overrides (outside production). What it runs is kept for `chosenRemotes`.
 */
export async function resolveRegistry(
  registry: RemoteRegistryFile,
  environment: RuntimeConfig['environment'],
  choose: (registry: RemoteRegistryFile) => Promise<Releases> = chooseReleasesForThisVisitor,
  storage?: Pick<Storage, 'getItem'>,
): Promise<RemoteRegistry> {
  const releases = await choose(registry);
  const entries = Object.fromEntries(
    Object.entries(releases).map(([name, release]) => [name, release.entry]),
  );
  const resolved = withDeveloperOverrides(entries, environment, storage);
  chosen = Object.fromEntries(
    Object.entries(resolved).map(([name, entry]) => {
      const release = releases[name as RemoteName];
      const overridden: ChosenRemote = { entry, version: null, channel: 'stable' };
      return [name, release?.entry === entry ? release : overridden];
    }),
  );
  return resolved;
}

/**
 * Which version of each registered remote this page runs (name → entry, version, channel), for the
 * customers' view (RUM) to report with each measurement and error. Empty before the registry is
 * read; a developer's override shows as `stable` with no version.
 */
export function chosenRemotes(): Readonly<Releases> {
  return chosen;
}

/** localStorage key of a developer's remote overrides: `{"orders":"http://localhost:4011/mf-manifest.json"}`. */
export const REMOTE_OVERRIDES_KEY = 'account.remoteOverrides';

/**
 * Outside production a developer points a remote at another build without rebuilding the host:
 * entries of `localStorage[REMOTE_OVERRIDES_KEY]` replace the registry's (README, "Pointing a
 * remote elsewhere"). In production the key is ignored, so no stored value can swap a customer's
 * code.
 */
export function withDeveloperOverrides(
  registry: RemoteRegistry,
  environment: RuntimeConfig['environment'],
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RemoteRegistry {
  if (environment === 'production') return registry;
  try {
    const stored = storage?.getItem(REMOTE_OVERRIDES_KEY);
    if (!stored) return registry;
    const overrides = pickKnown(JSON.parse(stored), () => undefined) ?? {};
    const urls = Object.entries(overrides).filter(([, entry]) => typeof entry === 'string');
    return { ...registry, ...Object.fromEntries(urls) };
  } catch {
    return registry;
  }
}
