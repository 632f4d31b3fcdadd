import { useEffect } from 'react';
import { useLocation } from '@account/router';
import { useSession } from '@account/session';
import { trackPageView } from '@account/tracking';
import { pageTypeOf } from './page-type';

/**
 * One page view per page the customer opens (a changed query is the same page), sent only with
 * consent (the tracking package checks). Waits for the login state, so the home of a new
 * customer counts as the welcome page.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const status = useSession((state) => state.status);
  const isNewCustomer = useSession((state) => state.user?.isNewCustomer ?? false);
  useEffect(() => {
    if (status === 'unknown') return;
    trackPageView(pageTypeOf(pathname, isNewCustomer));
    // The page, not the login state, decides when a view counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, status === 'unknown']);
  return null;
}
