import {
  remoteNames,
  type RemoteName,
  type RemoteRegistry,
  type RuntimeConfig,
} from '@account/contracts';
import { reportWarning } from '@account/tracking';
import { fetchDeploymentFile } from '../host/deployment-files';

type Warn = (message: string, details: unknown) => void;

/**
 * The registry served beside the host (remotes.json) says where each remote's mf-manifest.json
 * lives, so a remote deploys without a host rebuild. If it cannot be read, the registry baked in
 * at build time is used instead.
 *
 * Entries the host does not know are reported to the logging service: a remote deployed under a
 * misspelt name would otherwise just never appear.
 */
export async function loadRegistry(
  url: string,
  fallback: RemoteRegistry,
  warn: Warn = (message) => reportWarning('federation', message, 'UNKNOWN_REMOTE'),
): Promise<RemoteRegistry> {
  try {
    const response = await fetchDeploymentFile(url);
    if (!response.ok) return fallback;
    const data: unknown = await response.json();
    return pickKnown(data, warn) ?? fallback;
  } catch {
    return fallback;
  }
}

function pickKnown(data: unknown, warn: Warn): RemoteRegistry | null {
  if (typeof data !== 'object' || data === null) return null;
  const entries = data as Record<string, unknown>;
  const registry: RemoteRegistry = {};
  for (const name of remoteNames) {
    const entry = entries[name];
    if (typeof entry === 'string' && entry.length > 0) registry[name as RemoteName] = entry;
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
    return { ...registry, ...pickKnown(JSON.parse(stored), () => undefined) };
  } catch {
    return registry;
  }
}
