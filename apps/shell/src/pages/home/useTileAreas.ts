import { useEffect } from 'react';
import { homeTileAreas, type RemoteName } from '@account/contracts';
import { loadRemoteArea } from '@account/federation';

const tileAreas = [
  ...new Set(Object.values(homeTileAreas).filter((area): area is RemoteName => area !== 'shell')),
];

/**
 * Loads the roots of the areas that fill the home's slots: each registers its tile when its
 * module loads (`registerHomeTile`). An area that is down leaves its slot empty; the home and
 * the other tiles stay as they are.
 */
export function useTileAreas(): void {
  useEffect(() => {
    for (const area of tileAreas) loadRemoteArea(area).catch(() => undefined);
  }, []);
}
