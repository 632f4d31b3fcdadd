import { remoteNames, type RemoteName, type RemoteRegistry } from '@account/contracts';

/**
 * The registry served beside the host (remotes.json) says where each remote's mf-manifest.json
 * lives, so a remote deploys without a host rebuild. If it cannot be read, the registry baked in
 * at build time is used instead.
 */
export async function loadRegistry(url: string, fallback: RemoteRegistry): Promise<RemoteRegistry> {
  try {
    const response = await fetch(url);
    if (!response.ok) return fallback;
    const data: unknown = await response.json();
    return pickKnown(data) ?? fallback;
  } catch {
    return fallback;
  }
}

function pickKnown(data: unknown): RemoteRegistry | null {
  if (typeof data !== 'object' || data === null) return null;
  const registry: RemoteRegistry = {};
  for (const name of remoteNames) {
    const entry = (data as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) registry[name as RemoteName] = entry;
  }
  return registry;
}
