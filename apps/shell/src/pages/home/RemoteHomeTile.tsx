import { startTransition, useEffect, useRef, useState } from 'react';
import { homeTileOwners, type RemoteHomeTileSlot, type RemoteName } from '@account/contracts';
import { isRegistered, loadRemoteHomeTiles } from '@account/federation';
import { HomeTile, Skeleton } from '@account/ui';

/** How far below the window a slot starts loading, so its tile is mostly there when seen. */
const NEAR_WINDOW = '0px 0px 200px 0px';

/** Remotes whose tiles this page has loaded (or found unavailable): they render at once. */
const settled = new Set<RemoteName>();

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
        void loadRemoteHomeTiles(owner).then(() => {
          settled.add(owner);
          // Rendered in slices, like the rest of the dashboard (Home).
          startTransition(() => setReady(true));
        });
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
