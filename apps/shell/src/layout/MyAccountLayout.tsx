import { Outlet } from '@account/router';
import { theme } from '@account/ui';
import { SideNavigation } from './SideNavigation';

/** My Account pages: side navigation beside the content, hidden on mobile (spec section 2). */
export function MyAccountLayout() {
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '260px 1fr', gap: theme.space(4), [theme.mobile]: { gridTemplateColumns: '1fr' } }}>
      <SideNavigation placement="side" />
      {/* A grid item grows to its content's min width; 0 lets wide tables scroll in their own box instead of widening the page. */}
      <div css={{ minWidth: 0 }}>
        <Outlet />
      </div>
    </div>
  );
}
