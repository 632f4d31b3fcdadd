import { currentTrackingStep, trackingSteps, type Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** The tracking steps of spec section 3 with the current one marked (aria-current="step"). */
export function TrackingSteps({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const steps = trackingSteps(order.trackingVariant);
  const current = currentTrackingStep(order.items.map((item) => item.status), order.trackingVariant);
  return (
    <section aria-labelledby="tracking-title" css={{ marginBottom: theme.space(4) }}>
      <h2 id="tracking-title" css={{ fontSize: 22 }}>
        {t('tracking.title')}
      </h2>
      {current === null ? (
        <p>{t('tracking.none')}</p>
      ) : (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }}>
          {steps.map((step, index) => {
            const position = index - steps.indexOf(current);
            const state = position < 0 ? 'done' : position === 0 ? 'current' : 'open';
            return (
              <li
                key={step}
                aria-current={state === 'current' ? 'step' : undefined}
                css={{
                  flex: '1 1 120px',
                  padding: theme.space(1),
                  borderTop: `6px solid ${state === 'open' ? theme.color.subtle : theme.color.brand}`,
                  fontWeight: state === 'current' ? 700 : 400,
                  color: state === 'open' ? theme.color.muted : theme.color.text,
                }}
              >
                <span aria-hidden="true">{state === 'done' ? '✓ ' : state === 'current' ? '● ' : ''}</span>
                {t(`tracking.steps.${step}`)}
                <span css={hidden}> ({t(`tracking.${state}`)})</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
