import type { RegistryEntry, RemoteName } from '@account/contracts';

/** Which version of a remote a visitor runs, for the customers' view (RUM) to report. */
export interface ChosenRemote {
  /** The mf-manifest.json the page loads. */
  entry: string;
  /** The build's version as the registry names it; null when it names none (a plain URL). */
  version: string | null;
  channel: 'stable' | 'canary';
}

/**
 * Whether a visitor is in a canary's share: SHA-256 of the visitor id and the remote's name, read
 * as a number in [0, 100), is below the share. The same visitor always lands in the same place,
 * so raising a share only adds visitors; the remote's name in the hash keeps the canaries of
 * different remotes from reaching the same visitors. Without Web Crypto (a page on plain http
 * other than localhost) every visitor stays on the stable version.
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

/** The version of one remote this visitor runs. */
export async function chooseRelease(
  remote: RemoteName,
  entry: RegistryEntry,
  visitor: string,
): Promise<ChosenRemote> {
  if (typeof entry === 'string') return { entry, version: null, channel: 'stable' };
  const { canary } = entry;
  if (canary && (await isInCanary(visitor, remote, canary.share)))
    return { entry: canary.entry, version: canary.version ?? null, channel: 'canary' };
  return { entry: entry.entry, version: entry.version ?? null, channel: 'stable' };
}
