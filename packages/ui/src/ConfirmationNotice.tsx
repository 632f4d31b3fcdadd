import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@account/router';
import { noticeStyle } from './Notice';
import { keepFocusFromHeading } from './page-heading';
import { focusRing } from './theme';
import { noteConfirmationShown, useConfirmationFor } from './confirmation';

/**
 * The one confirmation of a save, delete or send (WCAG 4.1.3, 2.4.3): a visible success notice
 * with role="status" that takes focus when it appears. The button pressed is often gone
 * afterwards (a deleted address, a sent form), and focus must not drop to the page start; after
 * a navigation it wins over the new page's h1, which would otherwise take it.
 */
export function ConfirmationNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) keepFocusFromHeading(ref.current);
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="confirmation"
      css={{ ...noticeStyle('success'), '&:focus-visible': focusRing }}
    >
      {children}
    </div>
  );
}

/** Where a page shows the confirmation of `useConfirmation` meant for it: below its heading. */
export function ConfirmationOutlet() {
  const { pathname } = useLocation();
  const confirmation = useConfirmationFor(pathname);
  const id = confirmation?.id;
  useEffect(() => {
    if (id !== undefined) noteConfirmationShown(id);
  }, [id]);
  if (!confirmation) return null;
  return (
    <ConfirmationNotice key={confirmation.id}>
      <p>{confirmation.text}</p>
    </ConfirmationNotice>
  );
}
