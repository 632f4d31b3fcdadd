import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@account/router';
import { notePageChange } from '../page-heading';

/**
 * Tells the kit that the customer went to another page, so the new page's h1 takes focus
 * (`usePageHeading`). A layout effect: it runs before the passive effects of the page it wraps.
 * A changed query (sorting open invoices) is the same page.
 */
export function PageChangeNotifier() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    notePageChange();
  }, [pathname]);
  return null;
}
