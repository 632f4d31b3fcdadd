import { useEffect, useState } from 'react';
import { useSearchParams } from '@account/router';

/**
 * A token of a mailed link (query parameter `name`), read once; then the address bar drops it
 * (history.replaceState through the router), so it lands in no history entry, bookmark,
 * screenshot or Referer. Shared by every area that opens mailed links.
 */
export function useTokenFromAddress(name = 'token'): string {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get(name) ?? '');
  useEffect(() => {
    if (!params.has(name)) return;
    const rest = new URLSearchParams(params);
    rest.delete(name);
    setParams(rest, { replace: true });
  }, [name, params, setParams]);
  return token;
}
