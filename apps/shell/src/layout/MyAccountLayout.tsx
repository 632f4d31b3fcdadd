import { theme } from '@account/ui';
import { MainContent } from './MainContent';
import { SideNavigation } from './SideNavigation';

/**
 * My Account pages: side navigation beside the content, hidden on mobile (spec section 2).
 * The pages are pre-rendered before the customer's data is known, so their content grows after
 * the first paint; holding at least the window's height keeps the shop's footer below the fold
 * until then instead of letting it jump down in view (Lighthouse counted that as layout shift).
 */
export function MyAccountLayout() {
  return (
    <div
      css={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: `${theme.size.sideColumn}px 1fr`,
        gap: theme.space(4),
        // The content keeps its column while the navigation is still empty (login state unknown).
        '& > main': { gridColumn: 2 },
        [theme.media.phone]: { gridTemplateColumns: '1fr', '& > main': { gridColumn: 'auto' } },
      }}
    >
      <SideNavigation placement="side" />
      <MainContent />
    </div>
  );
}
