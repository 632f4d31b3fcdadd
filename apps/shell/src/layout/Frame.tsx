import { Outlet } from '@account/router';
import { useTranslation } from '@account/i18n';
import { shopFooterLinks } from '@account/config';
import {
  GlobalStyles,
  LiveRegion,
  PageChangeNotifier,
  ScrollToTop,
  ShopFooter,
  SkipLink,
  theme,
} from '@account/ui';
import { PageViewTracker } from '../routing/PageViewTracker';
import { ShopHeader } from './ShopHeader';

/**
 * The frame every page shares: skip link, the shop's header, the page and the shop's footer,
 * which stays at the bottom of the window on short pages.
 */
export function Frame() {
  const { t } = useTranslation();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <GlobalStyles />
      <ScrollToTop />
      <PageChangeNotifier />
      <PageViewTracker />
      <SkipLink>{t('app.skipToContent')}</SkipLink>
      <ShopHeader />
      <div
        css={{
          flex: 1,
          width: '100%',
          maxWidth: theme.size.content,
          margin: '0 auto',
          padding: theme.space(3),
          [theme.media.phone]: { padding: theme.space(2) },
        }}
      >
        <Outlet />
      </div>
      <ShopFooter links={shopFooterLinks('account')} />
      <LiveRegion />
    </div>
  );
}
