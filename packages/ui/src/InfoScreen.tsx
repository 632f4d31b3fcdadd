import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './Illustration';
import { usePageHeading } from './page-heading';
import { theme } from './theme';

interface InfoScreenProps {
  title: string;
  body: ReactNode;
  illustration?: IllustrationName;
  /** The next step: back to the shop, retry, to the overview. */
  action?: ReactNode;
  headingLevel?: 1 | 2;
}

const frame = { textAlign: 'center', padding: `${theme.space(5)} ${theme.space(2)}` } as const;
const text = { maxWidth: theme.size.readable, margin: `0 auto ${theme.space(3)}` } as const;

function PageTitle({ title }: { title: string }) {
  const ref = usePageHeading(title);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      css={{
        fontSize: theme.fontSize.display,
        lineHeight: 1.2,
        margin: `${theme.space(2)} 0`,
        outline: 'none',
      }}
    >
      {title}
    </h1>
  );
}

/**
 * Fallback, not-found, empty and error states: a drawing, what happened and the next step.
 * As a page (h1) it names the page; inside a page (h2) it is one of its states.
 */
export function InfoScreen({
  title,
  body,
  illustration = 'error',
  action,
  headingLevel = 1,
}: InfoScreenProps) {
  return (
    <section css={frame}>
      <Illustration name={illustration} />
      {headingLevel === 1 ? (
        <PageTitle title={title} />
      ) : (
        <h2 css={{ fontSize: theme.fontSize.xxl, margin: `${theme.space(2)} 0` }}>{title}</h2>
      )}
      <p css={text}>{body}</p>
      {action}
    </section>
  );
}
