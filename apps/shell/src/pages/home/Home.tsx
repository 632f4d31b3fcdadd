import { useEffect } from 'react';
import { remotesWithHomeTiles } from '@account/contracts';
import { loadRemoteHomeTiles } from '@account/federation';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { HomeTile, registerHomeTile, SectionHeader, theme } from '@account/ui';
import { SideNavigation } from '../../layout/SideNavigation';
import { InsightsTile } from './InsightsTile';
import { LatestOrderTile } from './LatestOrderTile';
import { OpenBalanceTile } from './OpenBalanceTile';
import { StayLoggedInTip } from './StayLoggedInTip';

// The host's own setting fills its slot like any area would.
registerHomeTile('stayLoggedInTip', StayLoggedInTip);

/**
 * Account home (spec section 1) as a dashboard: greeting with name and customer number, the
 * latest order, the open balance, the order figures, then the slots later areas fill.
 */
export function Home() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  useEffect(() => {
    for (const name of remotesWithHomeTiles) void loadRemoteHomeTiles(name);
  }, []);
  if (!user) return null;
  return (
    <>
      <SectionHeader
        title={t('home.greeting', { firstName: user.firstName, lastName: user.lastName })}
        documentTitle={t('home.documentTitle')}
      />
      {user.customerNumber && (
        <p css={{ fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space(1)}` }}>
          {t('home.customerNumber', { customerNumber: user.customerNumber })}
        </p>
      )}
      <p css={{ marginTop: 0 }}>{t('home.intro')}</p>
      <HomeTile slot="completeProfileHint" />
      <HomeTile slot="welcomeVoucher" />
      <section
        aria-label={t('home.tilesLabel')}
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          gap: theme.space(2),
          margin: `${theme.space(3)} 0`,
        }}
      >
        <LatestOrderTile />
        {/* Light accounts have no invoices (docs/decisions.md, navigation). */}
        {!user.isLightUser && <OpenBalanceTile />}
        <InsightsTile />
        <HomeTile slot="wishlistCount" />
        <HomeTile slot="preferredAddress" />
        <HomeTile slot="paymentMethod" />
        <HomeTile slot="topDeals" />
      </section>
      <HomeTile slot="stayLoggedInTip" />
      <SideNavigation placement="home" />
    </>
  );
}
