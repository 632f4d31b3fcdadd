import { SkeletonBlock, theme } from '@account/ui';

/**
 * The greeting and customer number while the login state is checked, each bar one line of the
 * text it stands in for (SectionHeader's h1, the number's paragraph), so nothing below moves
 * when the customer's name arrives.
 */
export function GreetingSkeleton() {
  return (
    <div aria-hidden="true">
      <SkeletonBlock
        width="min(24rem, 80%)"
        height={`calc(${theme.fontSize.display} * 1.2)`}
        spaceBelow={theme.space(3)}
      />
      <SkeletonBlock
        width="min(16rem, 60%)"
        height={`calc(${theme.fontSize.lg} * 1.5)`}
        spaceBelow={theme.space(1)}
      />
    </div>
  );
}
