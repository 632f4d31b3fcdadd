import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from '@account/router';

interface MailLinkState {
  mailLinkParams?: Record<string, string>;
}

/**
 * The secrets of a mailed link (token, subscription id, signature), read once. The address bar
 * then drops them (history.replaceState through the router), so they land in no bookmark,
 * screenshot, shared URL or Referer; they move into the history entry's state instead, which
 * the browser keeps for a reload and Back but never sends anywhere.
 */
export function useParamsFromMailLink<K extends string>(names: readonly K[]): Record<K, string> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [values] = useState(() => {
    const kept = (location.state as MailLinkState | null)?.mailLinkParams ?? {};
    return Object.fromEntries(
      names.map((name) => [name, params.get(name) ?? kept[name] ?? '']),
    ) as Record<K, string>;
  });
  useEffect(() => {
    if (!names.some((name) => params.has(name))) return;
    const rest = new URLSearchParams(params);
    for (const name of names) rest.delete(name);
    setParams(rest, { replace: true, state: { mailLinkParams: values } satisfies MailLinkState });
  }, [names, params, setParams, values]);
  return values;
}
