import { Skeleton, SkeletonBlock, theme } from '@account/ui';

/**
 * A protected page while the login state is checked: the shape of a section header (back link
 * and h1) and of its first cards, so a slow network shows the page coming instead of a blank
 * area below the shop's header. Holds the window's height, as the page it stands in for will.
 */
export function PageSkeleton() {
  return (
    <div css={{ minHeight: '100vh' }}>
      <div aria-hidden="true" css={{ marginBottom: theme.space(3) }}>
        <SkeletonBlock
          width="min(10rem, 40%)"
          // The back link's line in the middle of its hit area.
          height={theme.space(2.5)}
          spaceBelow={`calc(${theme.hitArea}px - ${theme.space(2.5)})`}
        />
        <SkeletonBlock
          width="min(20rem, 70%)"
          height={`calc(${theme.fontSize.display} * 1.2)`}
          spaceBelow="0"
        />
      </div>
      <Skeleton variant="cards" lines={3} />
    </div>
  );
}
