import type { RegistryEntry } from '@account/contracts';

/** Which version of a remote a visitor runs, for the customers' view (RUM) to report. */
export interface ChosenRemote {
  /** The mf-manifest.json the page loads. */
  entry: string;
  /** The build's version as the registry names it; null when it names none (a plain URL). */
  version: string | null;
  channel: 'stable' | 'canary';
}

/** A registry entry's stable version: what every visitor runs while it has no canary. */
export function stableRelease(entry: RegistryEntry): ChosenRemote {
  if (typeof entry === 'string') return { entry, version: null, channel: 'stable' };
  return { entry: entry.entry, version: entry.version ?? null, channel: 'stable' };
}
