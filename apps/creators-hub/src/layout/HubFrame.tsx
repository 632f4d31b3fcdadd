import { hostUrl } from '@account/config';
import { creatorsHubPaths, paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NavLink, Outlet } from '@account/router';
import { GlobalStyles, LiveRegion, SkipLink, theme } from '@account/ui';
import { NS } from '../i18n';

const navLink = {
  color: theme.color.white,
  fontWeight: theme.fontWeight.bold,
  textDecoration: 'none',
  padding: `${theme.space(0.5)} 0`,
  borderBottom: '3px solid transparent',
  '&[aria-current="page"]': { borderBottomColor: theme.color.white },
  '&:hover': { textDecoration: 'underline' },
} as const;

/**
 * The hub's own frame: a header with its name and navigation (no account side navigation), the
 * page, a footer. The account area is one link away, as another app.
 */
export function HubFrame() {
  const { t } = useTranslation(NS);
  const account = hostUrl('account', paths.home());
  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <GlobalStyles />
      <SkipLink>{t('frame.skipToContent')}</SkipLink>
      <header css={{ background: theme.color.brand, color: theme.color.white }}>
        <div
          css={{
            maxWidth: theme.size.content,
            margin: '0 auto',
            padding: `${theme.space(2)} ${theme.space(3)}`,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space(2),
            [theme.media.phone]: { padding: theme.space(2) },
          }}
        >
          <NavLink
            to={creatorsHubPaths.start()}
            end
            css={{ color: theme.color.white, textDecoration: 'none' }}
          >
            <span css={{ display: 'block', fontSize: theme.fontSize.xl, fontWeight: 700 }}>
              {t('frame.name')}
            </span>
            <span css={{ display: 'block', fontSize: theme.fontSize.sm }}>
              {t('frame.tagline')}
            </span>
          </NavLink>
          <nav aria-label={t('frame.navigation')}>
            <ul
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space(3),
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
        </div>
      </header>
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
      <footer
        css={{
          borderTop: `1px solid ${theme.color.divider}`,
          background: theme.color.white,
          padding: theme.space(3),
          textAlign: 'center',
          fontSize: theme.fontSize.sm,
        }}
      >
        {t('frame.footer')}
      </footer>
      <LiveRegion />
    </div>
  );
}
