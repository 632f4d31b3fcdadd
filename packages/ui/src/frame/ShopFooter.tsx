import { Trans, useTranslation } from '@account/i18n';
import { Link } from '@account/router';
import { Icon } from '../Icon';
import { PhoneLink } from '../PhoneLink';
import { theme } from '../theme';

/**
 * A link of the footer: a route of the host's own router, or (external) an address elsewhere —
 * the shop's FAQ, or the account's legal pages as seen from another host. `labelKey` is a key of
 * the common catalogue.
 */
export interface ShopFooterLink {
  labelKey: string;
  to: string;
  external: boolean;
}

const footerLink = {
  color: theme.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.hitArea,
} as const;

interface ShopFooterProps {
  links: readonly ShopFooterLink[];
  /**
   * The account's notice that personal data changes by phone; false on a host where nobody is
   * asked for personal data (the creators hub's public pages, issue 40).
   */
  personalDataNotice?: boolean;
}

/**
 * The shop's footer every host shows: service number of the country, help and the legal pages
 * (`shopFooterLinks` of @account/config gives the links as seen from the host).
 */
export function ShopFooter({ links, personalDataNotice = true }: ShopFooterProps) {
  const { t } = useTranslation();
  return (
    <footer
      css={{
        background: theme.color.subtle,
        borderTop: `1px solid ${theme.color.divider}`,
        marginTop: theme.space(6),
      }}
    >
      <div
        css={{
          maxWidth: theme.size.content,
          margin: '0 auto',
          padding: `${theme.space(4)} ${theme.space(3)}`,
          display: 'grid',
          gap: theme.space(3),
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
          [theme.media.phone]: { padding: `${theme.space(3)} ${theme.space(2)}` },
        }}
      >
        <section aria-labelledby="footer-service">
          <h2
            id="footer-service"
            css={{ fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space(1)}` }}
          >
            {t('footer.service')}
          </h2>
          <p
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: theme.space(1),
              margin: 0,
              fontSize: theme.fontSize.xl,
            }}
          >
            <Icon name="phone" />
            <PhoneLink />
          </p>
          <p css={{ margin: `${theme.space(0.5)} 0 ${theme.space(1)}`, color: theme.color.muted }}>
            {t('footer.serviceHours', { hours: t('service.hours') })}
          </p>
          {personalDataNotice && (
            <p css={{ margin: 0 }}>
              <Trans
                i18nKey="service.hint"
                values={{ phone: t('service.phone'), hours: t('service.hours') }}
                components={{ phone: <PhoneLink /> }}
              />
            </p>
          )}
        </section>
        <nav aria-label={t('footer.links')}>
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              columnGap: theme.space(2),
            }}
          >
            {links.map((link) => (
              <li key={link.labelKey}>
                {link.external ? (
                  <a href={link.to} css={footerLink}>
                    {t(link.labelKey)}
                  </a>
                ) : (
                  <Link to={link.to} css={footerLink}>
                    {t(link.labelKey)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p
        css={{
          margin: 0,
          padding: `${theme.space(2)} ${theme.space(3)}`,
          textAlign: 'center',
          color: theme.color.muted,
          fontSize: theme.fontSize.sm,
        }}
      >
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
