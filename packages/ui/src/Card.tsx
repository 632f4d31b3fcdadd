import { useId, type ReactNode } from 'react';
import { Link } from '@account/router';
import { theme } from './theme';

interface CardProps {
  title: ReactNode;
  /** Where the card leads: then the whole card is clickable through its heading's link. */
  to?: string;
  headingLevel?: 2 | 3;
  /** Right of the title: a status badge, an amount. */
  aside?: ReactNode;
  children?: ReactNode;
}

export const cardSurface = {
  position: 'relative',
  background: theme.color.white,
  border: `1px solid ${theme.color.divider}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadow.card,
  padding: theme.space(2.5),
} as const;

/**
 * A card. With `to` the heading's link stretches over the whole card (one link, one tab stop,
 * read once), and the card lifts on hover.
 */
export function Card({ title, to, headingLevel = 2, aside, children }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      css={{
        ...cardSurface,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(1.5),
        ...(to
          ? {
              '&:hover': { boxShadow: theme.shadow.raised, borderColor: theme.color.brand },
              '&:focus-within': { boxShadow: theme.shadow.raised },
            }
          : {}),
      }}
    >
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: theme.space(2),
          flexWrap: 'wrap',
        }}
      >
        <Heading id={titleId} css={{ fontSize: theme.fontSize.lg, margin: 0 }}>
          {to ? (
            <Link
              to={to}
              css={{
                color: theme.color.text,
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  inset: 0,
                  borderRadius: theme.radii.md,
                },
              }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {aside}
      </div>
      {children}
    </article>
  );
}
