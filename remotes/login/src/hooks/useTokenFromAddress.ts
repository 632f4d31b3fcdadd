import { useEffect, useState } from 'react';
import { useSearchParams } from '@account/router';

/**
 * The `token` of a mailed link, read once; then the address bar drops it (history.replaceState
 * through the router), so it lands in no history entry, bookmark, screenshot or Referer.
 */
export function useTokenFromAddress(): string {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  useEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  return token;
}
