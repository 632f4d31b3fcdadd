import type { ReactNode } from 'react';
import { theme } from '@account/ui';

/**
 * Actions of equal weight side by side on wide screens ("Vertrag widerrufen" beside "Artikel
 * zurücksenden"), one below the other on phones; screen order is reading and tab order.
 */
export function ActionRow({ children }: { children: ReactNode }) {
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
        columnGap: theme.space(3),
      }}
    >
      {children}
    </div>
  );
}
