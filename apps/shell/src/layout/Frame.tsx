import { Link, Outlet } from '@account/router';
import { useTranslation } from '@account/i18n';
import { GlobalStyles, theme } from '@account/ui';
import { ScrollToTop } from '../routing/ScrollToTop';
import { paths } from '@account/contracts';

const visuallyHiddenUntilFocused = {
  position: 'absolute',
  left: -10000,
  '&:focus': { left: theme.space(1), top: theme.space(1), background: theme.color.white, padding: theme.space(1), zIndex: 10 },
} as const;

/** The frame every page shares: header, main landmark and the service footer. */
export function Frame() {
  const { t } = useTranslation();
  return (
    <>
      <GlobalStyles />
      <ScrollToTop />
      <a href="#main" css={visuallyHiddenUntilFocused}>
        {t('app.skipToContent')}
      </a>
      <header css={{ borderBottom: `4px solid ${theme.color.brand}`, padding: `${theme.space(2)} ${theme.space(3)}` }}>
        <Link to={paths.home()} css={{ fontSize: 24, fontWeight: 700, color: theme.color.brand, textDecoration: 'none' }}>
          {t('company')}
        </Link>
      </header>
      <main id="main" tabIndex={-1} css={{ maxWidth: 1200, margin: '0 auto', padding: theme.space(3), minHeight: '60vh', outline: 'none' }}>
        <Outlet />
      </main>
      <footer css={{ background: theme.color.subtle, padding: theme.space(3), textAlign: 'center' }}>
        <p css={{ margin: 0 }}>
          {t('service.hint', { phone: t('service.phone'), hours: t('service.hours') })}
        </p>
      </footer>
    </>
  );
}
