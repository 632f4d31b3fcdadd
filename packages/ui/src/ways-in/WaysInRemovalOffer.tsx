import { useId, useState } from 'react';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice, Notice } from '@account/ui';

export interface WaysInRemovalOfferProps {
  /** Removes every passkey and provider login with the recovery's grant. */
  onRemove: () => Promise<unknown>;
  /** Whether a failure is the service's refusal to remove the account's last way in. */
  isLastWayIn: (error: unknown) => boolean;
}

/**
 * The offer on the page that confirms a recovery (password reset or change, ending all other
 * sessions; issue 33): an intruder's passkey or provider login outlives the recovery unless the
 * customer removes them. Shown only when the service handed out a grant, i.e. there is something
 * to remove; the removal is confirmed in a notice that takes focus, as the button is gone.
 */
export function WaysInRemovalOffer({ onRemove, isLastWayIn }: WaysInRemovalOfferProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [state, setState] = useState<'offered' | 'busy' | 'removed' | 'lastWayIn' | 'failed'>(
    'offered',
  );

  async function remove() {
    setState('busy');
    try {
      await onRemove();
      setState('removed');
    } catch (error) {
      setState(isLastWayIn(error) ? 'lastWayIn' : 'failed');
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('waysIn.heading')}</h2>
      {state === 'removed' ? (
        <ConfirmationNotice>
          <p>{t('waysIn.removed')}</p>
        </ConfirmationNotice>
      ) : (
        <>
          <p>{t('waysIn.body')}</p>
          {(state === 'lastWayIn' || state === 'failed') && (
            <Notice tone="error">
              <p>{t(`waysIn.${state}`)}</p>
            </Notice>
          )}
          {state !== 'lastWayIn' && (
            <Button variant="destructive" busy={state === 'busy'} onClick={() => void remove()}>
              {t('waysIn.remove')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
