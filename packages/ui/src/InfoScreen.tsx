import type { ReactNode } from 'react';
import { theme } from './theme';

interface InfoScreenProps {
  title: string;
  body: ReactNode;
  /** Decorative: the title says everything the picture does. */
  illustration?: 'error' | 'notFound' | 'construction' | 'goodbye';
  action?: ReactNode;
  headingLevel?: 1 | 2;
}

const glyph: Record<NonNullable<InfoScreenProps['illustration']>, string> = {
  error: '⚠',
  notFound: '?',
  construction: '⚒',
  goodbye: '✓',
};

/** The frame of the fallback, not-found, under-construction and post-logout screens. */
export function InfoScreen({ title, body, illustration = 'error', action, headingLevel = 1 }: InfoScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section css={{ textAlign: 'center', padding: `${theme.space(6)} ${theme.space(2)}` }}>
      <div aria-hidden="true" css={{ fontSize: 56, color: theme.color.brand, lineHeight: 1 }}>
        {glyph[illustration]}
      </div>
      <Heading css={{ fontSize: 28, margin: `${theme.space(2)} 0` }}>{title}</Heading>
      <p css={{ maxWidth: 560, margin: `0 auto ${theme.space(3)}` }}>{body}</p>
      {action}
    </section>
  );
}
