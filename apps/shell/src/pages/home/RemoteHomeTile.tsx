import { startTransition, useEffect, useRef, useState } from 'react';
import { homeTileOwners, type RemoteHomeTileSlot, type RemoteName } from '@account/contracts';
import { isRegistered, loadRemoteHomeTiles } from '@account/federation';
import { HomeTile, Skeleton } from '@account/ui';

/** How far below the window a slot starts loading, so its tile is mostly there when seen. */
const NEAR_WINDOW = '0px 0px 200px 0px';

/** Remotes whose tiles this page has loaded: they render at once. */
const settled = new Set<RemoteName>();

/** The loads of the slots that came near the window together, while that batch is open. */
let openBatch: Promise<unknown>[] | undefined;

/** How long a loaded area's tiles wait for the rest of their batch at most (a slow remote). */
const BATCH_WAIT_MS = 500;

/**
 * Loads an area's tiles, and settles as that load did once every area whose slot came near the
 * window in the same task has settled too. The page's observers report together, so the tiles
 * that come into view together render in one pass: one layout of the page, not one per area as
 * each entry arrives (docs/performance.md, "Home's tiles rendered together"). A slow area holds
 * the others back for BATCH_WAIT_MS at most.
 */
function loadWithItsBatch(owner: RemoteName): Promise<void> {
  if (!openBatch) {
    const batch: Promise<unknown>[] = [];
    openBatch = batch;
    setTimeout(() => {
      if (openBatch === batch) openBatch = undefined;
    });
  }
  const members = openBatch;
  const own = loadRemoteHomeTiles(owner);
  members.push(own);
  // Read once this load has settled: a load that takes a round trip settles after the batch
  // closed, with every member in.
  return Promise.allSettled([own])
    .then(() =>
      Promise.race([
        Promise.allSettled(members),
        new Promise((resolve) => setTimeout(resolve, BATCH_WAIT_MS)),
      ]),
    )
    .then(() => own);
}

/**
 * A home slot an area fills. The area's tiles load once the slot comes near the window, so the
 * areas further down cost nothing while the page loads. Meanwhile a slot in the tile grid holds
 * a card's place (`card`, or `row` across the grid); one above it holds none, since most
 * customers see nothing there. A remote that is not deployed or fails to load leaves it empty.
 */
export function RemoteHomeTile({
  slot,
  holds,
}: {
  slot: RemoteHomeTileSlot;
  holds?: 'card' | 'row';
}) {
  const owner = homeTileOwners[slot];
  const [ready, setReady] = useState(() => settled.has(owner) || !isRegistered(owner));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (ready || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A remote that is down leaves its slot empty; the next visit of the page tries again.
        void loadWithItsBatch(owner)
          .then(
            () => settled.add(owner),
            () => undefined,
          )
          // Rendered in slices, like the rest of the dashboard (Home).
          .then(() => startTransition(() => setReady(true)));
      },
      { rootMargin: NEAR_WINDOW },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ready, owner]);
  if (ready) return <HomeTile slot={slot} />;
  return (
    <div ref={ref} css={holds === 'row' ? { gridColumn: '1 / -1' } : undefined}>
      {holds && <Skeleton variant="cards" lines={1} />}
    </div>
  );
}
