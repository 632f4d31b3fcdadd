import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import type { HomeTileSlot } from '@account/contracts';

/**
 * The registry behind the account home's tile slots. @account/ui is a singleton, so a remote
 * that registers when its module loads fills the slot on the host's home at once.
 */
const tiles = new Map<HomeTileSlot, ComponentType>();
const listeners = new Set<() => void>();
let version = 0;

export function registerHomeTile(slot: HomeTileSlot, tile: ComponentType): void {
  tiles.set(slot, tile);
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a slot shows: its area's tile, or nothing — never a placeholder with made-up data. */
export function HomeTile({ slot }: { slot: HomeTileSlot }) {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  // The registered component is a module-level constant of its area, not created here.
  const tile = tiles.get(slot);
  return tile ? createElement(tile) : null;
}
