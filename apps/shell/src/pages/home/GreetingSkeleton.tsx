import { SkeletonBlock, theme } from '@account/ui';

/**
 * The greeting and customer number while the login state is checked, each bar one line of the
 * text it stands in for (SectionHeader's h1, the number's paragraph), so nothing below moves
 * when the customer's name arrives.
 */
export function GreetingSkeleton() {
  return (
    <div aria-hidden="true">
      <div css={{ marginBottom: theme.space(3) }}>
        <SkeletonBlock
          width="min(24rem, 80%)"
          height={`calc(${theme.fontSize.display} * 1.2)`}
          spaceBelow="0"
        />
      </div>
      <div css={{ marginBottom: theme.space(1) }}>
        <SkeletonBlock
          width="min(16rem, 60%)"
          height={`calc(${theme.fontSize.lg} * 1.5)`}
          spaceBelow="0"
        />
      </div>
    </div>
  );
}
