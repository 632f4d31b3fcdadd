import { hostUrl, shopFooterLinks, shopUrl } from '@account/config';
import { creatorsHubPaths, paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NavLink, Outlet } from '@account/router';
import {
  GlobalStyles,
  LiveRegion,
  PageChangeNotifier,
  ScrollToTop,
  ShopFooter,
  ShopHeaderBar,
  SkipLink,
  Wordmark,
  theme,
} from '@account/ui';
import { NS } from '../i18n';

const navLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.hitArea,
  color: theme.color.text,
  fontWeight: theme.fontWeight.bold,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  '&[aria-current="page"]': { borderBottomColor: theme.color.brand },
  '&:hover': { color: theme.color.brand, textDecoration: 'underline' },
} as const;

/**
 * The hub's own frame, built from the shop's parts the account area uses too: the shop's logo
 * and footer (service number, help and legal pages), focus on the new page's h1 with an
 * announcement after a navigation, every page starting at the top. Its header names the hub and
 * its navigation (no account side navigation); the account area is one link away, as another app.
 */
export function HubFrame() {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation();
  const account = hostUrl('account', paths.home());
  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <GlobalStyles />
      <ScrollToTop />
      <PageChangeNotifier />
      <SkipLink>{t('frame.skipToContent')}</SkipLink>
      <ShopHeaderBar>
        <a href={shopUrl('/')} aria-label={common('header.logo')} css={{ display: 'inline-flex' }}>
          <Wordmark />
        </a>
        <NavLink
          to={creatorsHubPaths.start()}
          end
          css={{ color: theme.color.text, textDecoration: 'none', marginRight: 'auto' }}
        >
          <span css={{ display: 'block', fontSize: theme.fontSize.xl, fontWeight: 700 }}>
            {t('frame.name')}
          </span>
          <span css={{ display: 'block', fontSize: theme.fontSize.sm }}>{t('frame.tagline')}</span>
        </NavLink>
        <nav aria-label={t('frame.navigation')}>
          <ul
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: theme.space(3),
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            <li>
              <NavLink to={creatorsHubPaths.start()} end css={navLink}>
                {t('frame.live')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.creators.start()} css={navLink}>
                {t('frame.followed')}
              </NavLink>
            </li>
            {account && (
              <li>
                <a href={account} css={navLink}>
                  {t('frame.account')}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </ShopHeaderBar>
      <main
        id="main"
        tabIndex={-1}
        css={{
          flex: 1,
          width: '100%',
          maxWidth: theme.size.content,
          margin: '0 auto',
          padding: theme.space(3),
          outline: 'none',
          [theme.media.phone]: { padding: theme.space(2) },
        }}
      >
        <Outlet />
      </main>
      <ShopFooter links={shopFooterLinks('creatorsHub')} personalDataNotice={false} />
      <LiveRegion />
    </div>
  );
}
