import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import type { HomeTileSlot } from '@account/contracts';
import { pageState } from './page-state';

/**
 * The registry behind the account home's tile slots. It is the page's (page-state.ts), so a
 * remote that registers when its module loads fills the slot on the host's home at once, even
 * with its own newer copy of @account/ui.
 */
const registry = pageState('home-tiles', () => ({
  tiles: new Map<HomeTileSlot, ComponentType>(),
  listeners: new Set<() => void>(),
}));

export function registerHomeTile(slot: HomeTileSlot, tile: ComponentType): void {
  registry.tiles.set(slot, tile);
  for (const listener of registry.listeners) listener();
}

function subscribe(listener: () => void) {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

/** What a slot shows: its area's tile, or nothing — never a placeholder with made-up data. */
export function HomeTile({ slot }: { slot: HomeTileSlot }) {
  // The slot's own component, so an area registering another slot does not render this one.
  const read = () => registry.tiles.get(slot);
  // The registered component is a module-level constant of its area, not created here.
  const tile = useSyncExternalStore(subscribe, read, read);
  return tile ? createElement(tile) : null;
}
