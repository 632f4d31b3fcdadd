import { useMemo } from 'react';
import { useParamsFromMailLink } from './useParamsFromMailLink';

/**
 * A token of a mailed link (query parameter `name`), read once; then the address bar drops it,
 * so it lands in no bookmark, screenshot or Referer, while a reload still has it (history state,
 * see `useParamsFromMailLink`). Shared by every area that opens mailed links.
 */
export function useTokenFromAddress(name = 'token'): string {
  const names = useMemo(() => [name], [name]);
  return useParamsFromMailLink(names)[name] ?? '';
}
