import { useEffect, useRef } from 'react';
import { announce, theme, usePageHeading } from '@account/ui';

interface StepHeadingProps {
  title: string;
  focusKey: string;
  /** False where the step puts focus into its first field itself (the password step). */
  focus?: boolean;
}

/**
 * The page's h1, which names the page in the title and takes focus after a navigation. When a
 * step replaces the form without a navigation, focus moves here too, so screen-reader and
 * keyboard users learn that the page changed and start from its top; the page's live region
 * says the step's own title, not the "Anmelden" of the page it was opened as (issue 40).
 */
export function StepHeading({ title, focusKey, focus = true }: StepHeadingProps) {
  const ref = usePageHeading(title);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focus) ref.current?.focus();
    announce(title);
  }, [focusKey, focus, ref, title]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      css={{ fontSize: theme.fontSize.display, margin: `0 0 ${theme.space(3)}`, outline: 'none' }}
    >
      {title}
    </h1>
  );
}
