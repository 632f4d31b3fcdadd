import { Link } from '@account/router';
import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { Button, ConfirmationNotice, Notice, SectionHeader, theme } from '@account/ui';
import { ProductName } from '@account/ui/products';
import { NS } from '../../../i18n';
import { OrderScreen } from '../../../components/OrderScreen';
import { shopFormat } from '../../../components/format';
import { useWithdrawal } from '../hooks/useWithdrawal';
import { paths } from '@account/contracts';

/** The page has two steps: review and confirm, then the receipt. */
function Step({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation(NS);
  return <p css={{ color: theme.color.muted, margin: 0 }}>{t('withdrawal.step', { step })}</p>;
}

function WithdrawalReview({ order, update }: { order: Order; update: (order: Order) => void }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const email = useSession((state) => state.user?.email ?? '');
  const { status, confirm } = useWithdrawal(order, update);
  const withdrawnAt = order.withdrawal.withdrawnAt;

  if (status === 'success' && withdrawnAt) {
    return (
      <>
        <Step step={2} />
        <ConfirmationNotice>
          <h2 css={{ marginTop: 0, fontSize: theme.fontSize.xl }}>
            {t('withdrawal.success.title')}
          </h2>
          <p>
            {t('withdrawal.success.body', {
              date: format.date(withdrawnAt, order.timeZone),
              time: format.time(withdrawnAt, order.timeZone),
              email,
            })}
          </p>
          <Link to={paths.orders.detail(order.number)}>{t('withdrawal.success.action')}</Link>
        </ConfirmationNotice>
      </>
    );
  }
  if (!order.withdrawal.possible || status === 'notPossible') {
    return (
      <Notice tone="warning">
        <p css={{ marginTop: 0 }}>{t('withdrawal.notPossible')}</p>
        <Link to={paths.orders.detail(order.number)}>{t('returns.backToOrder')}</Link>
      </Notice>
    );
  }
  return (
    <>
      <Step step={1} />
      <h2 css={{ fontSize: theme.fontSize.xl }}>{t('withdrawal.reviewTitle')}</h2>
      <p>
        {t('withdrawal.review', {
          number: order.number,
          date: format.date(order.placedAtDateAndTime, order.timeZone),
        })}
      </p>
      <ul>
        {order.items
          .filter((item) => item.status !== 'cancelled' && item.status !== 'returned')
          .map((item) => (
            <li key={item.id}>
              {item.quantity} × <ProductName name={item.title} />
            </li>
          ))}
      </ul>
      <p>{t('withdrawal.receipt', { email })}</p>
      {status === 'failed' && <Notice tone="error">{t('withdrawal.error')}</Notice>}
      <div css={{ display: 'flex', gap: theme.space(3), alignItems: 'center', flexWrap: 'wrap' }}>
        <Button busy={status === 'inProgress'} onClick={confirm}>
          {t('withdrawal.confirm')}
        </Button>
        <Link to={paths.orders.detail(order.number)}>{t('withdrawal.abort')}</Link>
      </div>
    </>
  );
}

/** orders/{id}/withdrawal: step 1 reviews and confirms, step 2 confirms the receipt, which also goes out by e-mail. */
export function WithdrawalPage() {
  const { t } = useTranslation(NS);
  return (
    <OrderScreen>
      {(order, update) => (
        <>
          <SectionHeader
            title={t('withdrawal.title')}
            back={{ to: paths.orders.detail(order.number), label: t('returns.backToOrder') }}
          />
          <WithdrawalReview order={order} update={update} />
        </>
      )}
    </OrderScreen>
  );
}
