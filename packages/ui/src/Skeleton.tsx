import type { ReactNode } from 'react';
import { keyframes } from '@emotion/react';
import { useTranslation } from '@account/i18n';
import { theme, visuallyHidden } from './theme';

const shine = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const block = {
  display: 'block',
  borderRadius: theme.radii.sm,
  background: `linear-gradient(90deg, ${theme.color.skeleton} 25%, ${theme.color.skeletonShine} 50%, ${theme.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shine} 1.4s ease-in-out infinite`,
} as const;

/** One grey placeholder bar of the shape the content will take. */
export function SkeletonBlock({
  width = '100%',
  height = theme.space(2),
  spaceBelow = theme.space(1),
}: {
  width?: string;
  height?: string;
  /** '0' where the bar stands in for one line of text of the same height. */
  spaceBelow?: string;
}) {
  return <span aria-hidden="true" css={{ ...block, width, height, marginBottom: spaceBelow }} />;
}

/**
 * Content placeholders instead of a spinner: the page keeps its shape while it loads. One
 * status line tells screen readers that something is loading.
 */
export function Skeleton({
  lines = 3,
  variant = 'text',
  children,
}: {
  lines?: number;
  variant?: 'text' | 'cards';
  /** Placeholders of other shapes below the lines, e.g. a `StepperSkeleton`. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" css={{ padding: `${theme.space(1)} 0` }}>
      <span css={visuallyHidden}>{t('app.loading')}</span>
      {variant === 'cards'
        ? Array.from({ length: lines }, (_, index) => (
            <div
              key={index}
              aria-hidden="true"
              css={{
                background: theme.color.white,
                borderRadius: theme.radii.md,
                padding: theme.space(2),
                marginBottom: theme.space(2),
                boxShadow: theme.shadow.card,
              }}
            >
              <SkeletonBlock width="40%" height={theme.space(3)} />
              <SkeletonBlock width="70%" />
              <SkeletonBlock width="55%" />
            </div>
          ))
        : Array.from({ length: lines }, (_, index) => (
            <SkeletonBlock key={index} width={`${90 - index * 15}%`} />
          ))}
      {children && <div aria-hidden="true">{children}</div>}
    </div>
  );
}
