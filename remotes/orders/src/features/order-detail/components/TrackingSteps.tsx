import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { OrderTracking } from '@account/ui/orders';
import { NS } from '../../../i18n';

/** The tracking steps of spec section 3 with the current one marked (aria-current="step"). */
export function TrackingSteps({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="tracking-title" css={{ marginBottom: theme.space(4) }}>
      <h2 id="tracking-title" css={{ fontSize: theme.fontSize.xl }}>
        {t('tracking.title')}
      </h2>
      <OrderTracking order={order} none={t('tracking.none')} />
    </section>
  );
}
