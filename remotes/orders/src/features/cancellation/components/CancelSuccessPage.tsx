import { Link, Navigate, useLocation } from '@account/router';
import { paths, type Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { ConfirmationNotice, SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';
import { OrderScreen } from '../../../components/OrderScreen';

function CancelSuccess({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const passed = (useLocation().state as { email?: string } | null)?.email;
  const sessionEmail = useSession((state) => state.user?.email ?? '');
  return (
    <>
      <SectionHeader
        title={t('cancellation.success.title')}
        back={{ to: paths.orders.history(), label: t('detail.back') }}
      />
      <ConfirmationNotice>
        <p>
          {t('cancellation.success.body', { number: order.number, email: passed ?? sessionEmail })}
        </p>
        <p>{t('cancellation.success.refund')}</p>
      </ConfirmationNotice>
      <Link to={paths.orders.history()}>{t('cancellation.success.action')}</Link>
    </>
  );
}

/**
 * orders/{id}/cancel-success: only for a cancelled order of the customer. Another order of
 * theirs leads to the order itself; an unknown or foreign one shows "order not found". The
 * e-mail comes along from the cancel (spec section 2), else from the session.
 */
export function CancelSuccessPage() {
  return (
    <OrderScreen>
      {(order) =>
        order.status === 'cancelled' ? (
          <CancelSuccess order={order} />
        ) : (
          <Navigate to={paths.orders.detail(order.number)} replace />
        )
      }
    </OrderScreen>
  );
}
