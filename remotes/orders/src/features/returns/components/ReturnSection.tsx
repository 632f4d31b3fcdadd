import type { Order } from '@account/contracts';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { ButtonLink, cardSurface, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';

/**
 * "Artikel zurücksenden" among the order's actions, where customers look for it beside
 * "Vertrag widerrufen" (issue 40), with the last day it is possible; once the period is over,
 * the day it ended instead.
 */
export function ReturnSection({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const delivered = order.items.some((item) => item.status === 'delivered');
  // The return period is an addition of this service; without it the delivered items decide.
  const period = order.returnPeriod;
  if (!delivered) return null;
  if (period && !period.possible)
    return period.until ? (
      <p>{t('detail.returnPeriodOver', { date: format.date(period.until) })}</p>
    ) : null;
  return (
    <section aria-labelledby="return-title" css={{ ...cardSurface, marginBottom: theme.space(3) }}>
      <h2 id="return-title" css={{ fontSize: theme.fontSize.xl, marginTop: 0 }}>
        {t('detail.returnAction')}
      </h2>
      {period?.until && <p>{t('detail.returnUntil', { date: format.date(period.until) })}</p>}
      <ButtonLink to={paths.orders.returns(order.number)}>{t('detail.returnAction')}</ButtonLink>
    </section>
  );
}
