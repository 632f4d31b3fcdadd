import { theme } from '@account/ui';
import { MainContent } from './MainContent';
import { SideNavigation } from './SideNavigation';

/** My Account pages: side navigation beside the content, hidden on mobile (spec section 2). */
export function MyAccountLayout() {
  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: `${theme.size.sideColumn}px 1fr`,
        gap: theme.space(4),
        [theme.media.phone]: { gridTemplateColumns: '1fr' },
      }}
    >
      <SideNavigation placement="side" />
      <MainContent />
    </div>
  );
}
