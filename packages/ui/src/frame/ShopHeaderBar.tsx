import type { ReactNode } from 'react';
import { theme } from '../theme';

/**
 * The shop's header bar both hosts show, white with the brand line below; its content (logo,
 * search, navigation) is the host's and wraps onto more rows on narrow windows.
 */
export function ShopHeaderBar({ children }: { children: ReactNode }) {
  return (
    <header
      css={{
        background: theme.color.white,
        borderBottom: `4px solid ${theme.color.brand}`,
        boxShadow: theme.shadow.card,
      }}
    >
      <div
        css={{
          maxWidth: theme.size.content,
          margin: '0 auto',
          padding: `${theme.space(1.5)} ${theme.space(3)}`,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: `${theme.space(1)} ${theme.space(3)}`,
          [theme.media.phone]: {
            padding: `${theme.space(1)} ${theme.space(2)}`,
            gap: theme.space(1),
          },
        }}
      >
        {children}
      </div>
    </header>
  );
}
