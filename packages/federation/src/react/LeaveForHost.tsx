import { useEffect } from 'react';
import { hostUrl } from '@account/config';
import { Loading } from '@account/ui';
import { RemoteUnavailable } from './RemoteArea';

/**
 * A page that belongs to the other host (the account area or the creators hub): a full page
 * load there, replacing this entry in the history so Back does not bounce. Where the runtime
 * configuration names no such host, the page says the area is not reachable.
 */
export function LeaveForHost({ host, path }: { host: 'account' | 'creatorsHub'; path: string }) {
  const url = hostUrl(host, path);
  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);
  return url ? <Loading /> : <RemoteUnavailable />;
}
