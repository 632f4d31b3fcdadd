import { theme } from '@account/ui';

/** One entry of the security centre's lists (sessions, passkeys): a card of its own. */
export const cardItem = {
  listStyle: 'none',
  background: theme.color.white,
  border: `1px solid ${theme.color.divider}`,
  borderRadius: theme.radii.md,
  padding: theme.space(2),
} as const;

/** A card's facts as term and value side by side. */
export const cardDetails = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${theme.space(0.5)} ${theme.space(2)}`,
  margin: `${theme.space(1)} 0 0`,
  '& dt': { fontWeight: theme.fontWeight.bold },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
} as const;
