import { useLocation, useParams } from '@account/router';
import { LeaveForHost } from '@account/federation';

/**
 * `creators-hub/*` below the account root is the creators hub, another app: reached here only
 * when login leads back to a hub page (returnTo), so the browser loads it from the hub.
 */
export function LeaveForCreatorsHub() {
  const rest = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <LeaveForHost host="creatorsHub" path={`/${rest}${search}`} />;
}
