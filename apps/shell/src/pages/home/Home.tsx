import { useDeferredValue } from 'react';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { HomeTile, registerHomeTile, SectionHeader, theme } from '@account/ui';
import { isUnfinishedLightAccount } from '../../layout/navigation';
import { SideNavigation } from '../../layout/SideNavigation';
import { GreetingSkeleton } from './GreetingSkeleton';
import { InsightsTile } from './InsightsTile';
import { LatestOrderTile } from './LatestOrderTile';
import { OpenBalanceTile } from './OpenBalanceTile';
import { RemoteHomeTile } from './RemoteHomeTile';
import { StayLoggedInTip } from './StayLoggedInTip';

// The host's own setting fills its slot like any area would.
registerHomeTile('stayLoggedInTip', StayLoggedInTip);

/**
 * Account home (spec section 1) as a dashboard: greeting with name and customer number, the
 * latest order, the open balance, the order figures, then the slots later areas fill.
 * It is pre-rendered and shown while the login state is checked (RequireLogin), with the
 * greeting as a placeholder and the intro already there. Rendering the dashboard once the
 * customer is known is the page's largest piece of work; as a deferred value React does it in
 * slices that leave the browser free to respond, not in one long task.
 */
export function Home() {
  const { t } = useTranslation();
  const user = useDeferredValue(useSession((state) => state.user));
  return (
    <>
      {user ? (
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
        </>
      ) : (
        <GreetingSkeleton />
      )}
      <p css={{ marginTop: 0 }}>{t('home.intro')}</p>
      {user && (
        <>
          <RemoteHomeTile slot="completeProfileHint" />
          <RemoteHomeTile slot="welcomeVoucher" />
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
            {/* Light accounts have no invoices until they set a password (docs/decisions/005-navigation.md). */}
            {!isUnfinishedLightAccount(user) && <OpenBalanceTile />}
            <InsightsTile />
            <RemoteHomeTile slot="wishlistCount" holds="card" />
            <RemoteHomeTile slot="preferredAddress" holds="card" />
            <RemoteHomeTile slot="paymentMethod" holds="card" />
            <RemoteHomeTile slot="topDeals" holds="row" />
          </section>
          <HomeTile slot="stayLoggedInTip" />
          <SideNavigation placement="home" />
        </>
      )}
    </>
  );
}
