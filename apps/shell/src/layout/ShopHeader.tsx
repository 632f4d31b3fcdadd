import { useId } from 'react';
import { Link } from '@account/router';
import { paths, shopBasketPath } from '@account/contracts';
import { shopUrl } from '@account/config';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { Icon, ShopHeaderBar, Wordmark, theme, visuallyHidden } from '@account/ui';

const headerLink = {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: theme.hitArea,
  minHeight: theme.hitArea,
  padding: `0 ${theme.space(1)}`,
  color: theme.color.text,
  textDecoration: 'none',
  fontSize: theme.fontSize.xs,
  '&:hover': { color: theme.color.brand },
} as const;

/** On phones the header keeps one row: icons only, their names for screen readers. */
const labelStyle = { [theme.media.phone]: visuallyHidden } as const;

/** The shop's search: an ordinary GET form, so the shop's search page answers it. */
function ShopSearch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      role="search"
      action={shopUrl('/suche')}
      method="get"
      css={{
        display: 'flex',
        flex: '1 1 320px',
        maxWidth: theme.size.field + 120,
        [theme.media.phone]: { order: 3, flexBasis: '100%', maxWidth: 'none' },
      }}
    >
      <label htmlFor={id} css={visuallyHidden}>
        {t('header.search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        placeholder={t('header.search.placeholder')}
        css={{
          flex: 1,
          minWidth: 0,
          minHeight: theme.hitArea,
          padding: `0 ${theme.space(2)}`,
          font: 'inherit',
          border: `2px solid ${theme.color.border}`,
          borderRight: 0,
          borderRadius: `${theme.radii.pill} 0 0 ${theme.radii.pill}`,
        }}
      />
      <button
        type="submit"
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: theme.hitArea + 8,
          minHeight: theme.hitArea,
          border: `2px solid ${theme.color.brand}`,
          borderRadius: `0 ${theme.radii.pill} ${theme.radii.pill} 0`,
          background: theme.color.brand,
          color: theme.color.white,
          cursor: 'pointer',
        }}
      >
        <Icon name="search" />
        <span css={visuallyHidden}>{t('header.search.submit')}</span>
      </button>
    </form>
  );
}

/** Header of the shop around the account area: logo, search, basket and account. */
export function ShopHeader() {
  const { t } = useTranslation();
  const firstName = useSession((state) => state.user?.firstName);
  return (
    <ShopHeaderBar>
      <a
        href={shopUrl('/')}
        aria-label={t('header.logo')}
        css={{
          display: 'inline-flex',
          marginRight: 'auto',
          [theme.media.tablet]: { marginRight: 0 },
        }}
      >
        <Wordmark />
      </a>
      <ShopSearch />
      <nav
        aria-label={t('header.shopLinks')}
        css={{
          display: 'flex',
          gap: theme.space(0.5),
          [theme.media.tablet]: { marginLeft: 'auto' },
        }}
      >
        <Link to={paths.home()} css={headerLink}>
          <Icon name="user" />
          <span css={labelStyle}>
            {firstName ? t('header.accountOf', { firstName }) : t('header.account')}
          </span>
        </Link>
        <a href={shopUrl(shopBasketPath)} css={headerLink}>
          <Icon name="basket" />
          <span css={labelStyle}>{t('header.basket')}</span>
        </a>
      </nav>
    </ShopHeaderBar>
  );
}
