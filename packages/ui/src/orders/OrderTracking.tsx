import {
  currentTrackingStep,
  orderArrival,
  trackingStepDates,
  trackingSteps,
  type Locale,
  type OrderArrivalFacts,
} from '@account/contracts';
import { formatDeliveryDay, useTranslation } from '@account/i18n';
import { Stepper } from './Stepper';

interface OrderTrackingProps {
  order: OrderArrivalFacts & { timeZone: string };
  /** Shown when a fully cancelled or returned order has no tracking. */
  none: string;
}

/**
 * The tracking steps of spec section 3 with the current one marked, on the home and the order;
 * each step reached carries its date, and the delivery step the carrier's estimate until then.
 */
export function OrderTracking({ order, none }: OrderTrackingProps) {
  const { t, i18n } = useTranslation();
  const current = currentTrackingStep(
    order.items.map((item) => item.status),
    order.trackingVariant,
  );
  if (current === null) return <p>{none}</p>;
  const steps = trackingSteps(order.trackingVariant);
  const dates = trackingStepDates(order, steps);
  const day = (iso: string) => formatDeliveryDay(iso, i18n.language as Locale, order.timeZone);
  const arrival = orderArrival(order);
  return (
    <Stepper
      steps={steps.map((step) => {
        const reachedAt = dates[step];
        const expected = step === 'delivered' && arrival?.kind === 'expected';
        return {
          key: step,
          label: t(`tracking.steps.${step}`),
          date: reachedAt
            ? day(reachedAt)
            : expected
              ? t('tracking.expected', { day: day(arrival.at) })
              : undefined,
        };
      })}
      current={current}
      stateLabels={{
        done: t('tracking.done'),
        current: t('tracking.current'),
        open: t('tracking.open'),
      }}
    />
  );
}
