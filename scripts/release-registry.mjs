// What `pnpm release` changes in a registry entry, apart from reading and writing files: a canary
// beside the stable version, its promotion, its rollback (docs/decisions/062).

/** @typedef {{ entry: string, version?: string }} Release */
/** @typedef {string | (Release & { canary?: Release & { share: number } })} RegistryEntry */

/** @param {RegistryEntry} entry @returns {Release} */
export function stableOf(entry) {
  if (typeof entry === 'string') return { entry };
  return { entry: entry.entry, ...(entry.version ? { version: entry.version } : {}) };
}

/** @param {RegistryEntry} entry */
export function canaryOf(entry) {
  return typeof entry === 'string' ? undefined : entry.canary;
}

/**
 * The entry after one release step, and what changed (from → to) for the log.
 * @param {RegistryEntry} entry
 * @param {{ action: 'canary', canary: Release, share: number } | { action: 'promote' | 'rollback' }} step
 * @returns {{ entry: RegistryEntry, from: Release, to: Release, share?: number }}
 */
export function releaseStep(entry, step) {
  const stable = stableOf(entry);
  const canary = canaryOf(entry);
  if (step.action === 'canary') {
    if (!Number.isFinite(step.share) || step.share < 0 || step.share > 100)
      throw new Error(`a canary's share is a percentage from 0 to 100, not ${step.share}`);
    return {
      entry: { ...stable, canary: { ...step.canary, share: step.share } },
      from: stable,
      to: step.canary,
      share: step.share,
    };
  }
  if (!canary)
    throw new Error(
      `there is no canary to ${step.action === 'rollback' ? 'roll back' : 'promote'}`,
    );
  const { share, ...canaryRelease } = canary;
  if (step.action === 'promote')
    return { entry: canaryRelease, from: stable, to: canaryRelease, share };
  return { entry: stable, from: canaryRelease, to: stable, share };
}
