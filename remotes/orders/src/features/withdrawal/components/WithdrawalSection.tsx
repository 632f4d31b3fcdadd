import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { ButtonLink, Notice, cardSurface, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';
import { paths } from '@account/contracts';

/** Step 1 of the withdrawal on the order detail, or the note that it was received. */
export function WithdrawalSection({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const { withdrawnAt, possible, until } = order.withdrawal;
  if (withdrawnAt) {
    return (
      <Notice tone="info">
        {t('withdrawal.done', {
          date: format.date(withdrawnAt, order.timeZone),
          time: format.time(withdrawnAt, order.timeZone),
        })}
      </Notice>
    );
  }
  if (!possible) return null;
  return (
    <section
      aria-labelledby="withdrawal-title"
      css={{ ...cardSurface, marginBottom: theme.space(3) }}
    >
      <h2 id="withdrawal-title" css={{ fontSize: theme.fontSize.xl, marginTop: 0 }}>
        {t('withdrawal.title')}
      </h2>
      <p>
        {until
          ? t('withdrawal.untilDate', { date: format.date(until) })
          : t('withdrawal.beforeDelivery')}
      </p>
      <ButtonLink to={paths.orders.withdrawal(order.number)}>{t('withdrawal.action')}</ButtonLink>
    </section>
  );
}
