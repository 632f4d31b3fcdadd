import {
  currentTrackingStep,
  trackingSteps,
  type ItemStatus,
  type TrackingVariant,
} from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Stepper } from './Stepper';

interface OrderTrackingProps {
  order: { trackingVariant: TrackingVariant; items: { status: ItemStatus }[] };
  /** Shown when a fully cancelled or returned order has no tracking. */
  none: string;
}

/** The tracking steps of spec section 3 with the current one marked, on the home and the order. */
export function OrderTracking({ order, none }: OrderTrackingProps) {
  const { t } = useTranslation();
  const current = currentTrackingStep(
    order.items.map((item) => item.status),
    order.trackingVariant,
  );
  if (current === null) return <p>{none}</p>;
  return (
    <Stepper
      steps={trackingSteps(order.trackingVariant).map((step) => ({
        key: step,
        label: t(`tracking.steps.${step}`),
      }))}
      current={current}
      stateLabels={{
        done: t('tracking.done'),
        current: t('tracking.current'),
        open: t('tracking.open'),
      }}
    />
  );
}
