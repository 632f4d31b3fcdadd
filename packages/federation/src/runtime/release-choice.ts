import type { RegistryEntry, RemoteName, RemoteRegistryFile } from '@account/contracts';
import type { Releases } from './registry';
import { stableRelease, type ChosenRemote } from './stable-release';
import { visitorId } from './visitor';

/**
 * Whether a visitor is in a canary's share: SHA-256 of the visitor id and the remote's name, read
 * as a number in [0, 100), is below the share. The same visitor always lands in the same place,
 * so raising a share only adds visitors; the remote's name in the hash keeps the canaries of
 * different remotes from reaching the same visitors.
 */
export async function isInCanary(
  visitor: string,
  remote: RemoteName,
  share: number,
): Promise<boolean> {
  if (share <= 0 || !globalThis.crypto?.subtle) return false;
  if (share >= 100) return true;
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${visitor}:${remote}`),
  );
  const position = (new DataView(digest).getUint32(0) / 2 ** 32) * 100;
  return position < share;
}

/** The version of one remote a visitor runs. */
export async function chooseRelease(
  remote: RemoteName,
  entry: RegistryEntry,
  visitor: string,
): Promise<ChosenRemote> {
  const canary = typeof entry === 'string' ? undefined : entry.canary;
  if (canary && (await isInCanary(visitor, remote, canary.share)))
    return { entry: canary.entry, version: canary.version ?? null, channel: 'canary' };
  return stableRelease(entry);
}

/** The version of each remote a visitor runs. */
export async function chooseReleases(
  registry: RemoteRegistryFile,
  visitor: string,
): Promise<Releases> {
  const choices = await Promise.all(
    Object.entries(registry).map(
      async ([name, entry]) =>
        [name, await chooseRelease(name as RemoteName, entry, visitor)] as const,
    ),
  );
  return Object.fromEntries(choices);
}

/**
 * The version of each remote this browser's visitor (`visitorId`) runs. Pages outside a secure
 * context (plain http other than localhost: never a shop) lack Web Crypto and run the stable
 * versions, with no visitor id.
 */
export function chooseReleasesForThisVisitor(registry: RemoteRegistryFile): Promise<Releases> {
  return chooseReleases(registry, globalThis.isSecureContext ? visitorId() : '');
}
