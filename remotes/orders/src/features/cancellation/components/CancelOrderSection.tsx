import type { Order } from '@account/contracts';
import { currentLocale, isFlagOn } from '@account/config';
import { formatDuration, useTranslation } from '@account/i18n';
import { Button, cardSurface, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useCancelOrder } from '../hooks/useCancelOrder';
import { useMinutesLeft } from '../hooks/useMinutesLeft';
import { CancelOrderModal } from './CancelOrderModal';

function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const minutesLeft = useMinutesLeft(order.cancellation.minutesLeft);
  const cancellation = useCancelOrder(order);
  if (minutesLeft === 0) return null;
  return (
    <section aria-labelledby="cancel-title" css={{ ...cardSurface, marginBottom: theme.space(3) }}>
      <h2 id="cancel-title" css={{ fontSize: theme.fontSize.xl, marginTop: 0 }}>
        {t('cancellation.title')}
      </h2>
      <p>
        {t('cancellation.timeLeft', { duration: formatDuration(minutesLeft, currentLocale()) })}
      </p>
      <Button variant="secondary" onClick={cancellation.openModal}>
        {t('cancellation.action')}
      </Button>
      <CancelOrderModal
        order={order}
        open={cancellation.open}
        loading={cancellation.loading}
        error={cancellation.error}
        onClose={cancellation.closeModal}
        onCancel={cancellation.cancel}
      />
    </section>
  );
}

/** Online cancellation (flag orderCancellation): only on the order's day and while nothing is dispatched. */
export function CancelOrderSection({ order }: { order: Order }) {
  if (!isFlagOn('orderCancellation') || !order.cancellation.possible) return null;
  return <CancelOrder order={order} />;
}
