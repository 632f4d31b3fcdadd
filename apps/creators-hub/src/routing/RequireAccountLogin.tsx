import type { ReactNode } from 'react';
import { useLocation } from '@account/router';
import { RETURN_TO_PARAM, paths } from '@account/contracts';
import { LeaveForHost } from '@account/federation';
import { useSession } from '@account/session';

/**
 * The hub has no login of its own: a visitor of a protected hub page logs in at the account
 * area, which leads back here afterwards (`returnTo` is the hub page as seen from the account
 * root, `creators-hub/…`; the shell hands it back to the hub). The session is the account's:
 * same services, same cookies (docs/decisions/README.md).
 */
export function RequireAccountLogin({ children }: { children: ReactNode }) {
  const status = useSession((state) => state.status);
  const { pathname, search } = useLocation();
  if (status === 'unknown') return <div css={{ minHeight: '60vh' }} />;
  if (status === 'loggedOut') {
    const returnTo = encodeURIComponent(`${paths.creatorsHub()}${pathname}${search}`);
    return (
      <LeaveForHost host="account" path={`${paths.login.start()}?${RETURN_TO_PARAM}=${returnTo}`} />
    );
  }
  return children;
}
