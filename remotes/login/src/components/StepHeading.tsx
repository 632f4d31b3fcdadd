import { useEffect, useRef } from 'react';
import { theme, usePageHeading } from '@account/ui';

interface StepHeadingProps {
  title: string;
  focusKey: string;
  /** False where the step puts focus into its first field itself (the password step). */
  focus?: boolean;
}

/**
 * The page's h1, which names the page in the title and takes focus after a navigation. When a
 * step replaces the form without a navigation, focus moves here too, so screen-reader and
 * keyboard users learn that the page changed and start from its top.
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
  }, [focusKey, focus, ref]);
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
