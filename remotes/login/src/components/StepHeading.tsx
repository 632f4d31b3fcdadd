import { useEffect, useRef } from 'react';
import { theme } from '@account/ui';

/**
 * The page's h1. When a step replaces the form without a navigation, focus moves here, so
 * screen-reader and keyboard users learn that the page changed and start from its top.
 */
export function StepHeading({ title, focusKey }: { title: string; focusKey: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [focusKey]);
  return (
    <h1 ref={ref} tabIndex={-1} css={{ fontSize: 32, margin: `0 0 ${theme.space(3)}`, outline: 'none' }}>
      {title}
    </h1>
  );
}
