import { useState, type FormEvent } from 'react';
import { cancelReasonCodes, type CancelReasonCode, type Order } from '@account/contracts';
import { Trans, useTranslation } from '@account/i18n';
import { Button, Notice, PhoneLink, theme } from '@account/ui';
import { ErrorSummary, RadioGroup } from '@account/ui/forms';
import { Modal } from '@account/ui/modal';
import { NS } from '../../../i18n';
import type { CancelError } from '../hooks/useCancelOrder';

const FIELD_ID = 'cancel-reason';

interface CancelFormProps {
  loading: boolean;
  error: CancelError;
  onKeep: () => void;
  onCancel: (reason: CancelReasonCode) => void;
}

/**
 * Mounted only while the modal is open, so a reason chosen before it was dismissed is gone.
 * "Jetzt stornieren" is no submit button: Enter on a reason submits nothing, and the first
 * button is the one that keeps the order.
 */
function CancelForm({ loading, error, onKeep, onCancel }: CancelFormProps) {
  const { t } = useTranslation(NS);
  const [reason, setReason] = useState<CancelReasonCode | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const requiredError = submitCount > 0 && !reason ? t('cancellation.required') : undefined;

  function cancel() {
    setSubmitCount((count) => count + 1);
    if (reason) onCancel(reason);
  }

  return (
    <form noValidate onSubmit={(event: FormEvent) => event.preventDefault()}>
      <ErrorSummary
        errors={requiredError ? [{ fieldId: `${FIELD_ID}-input`, message: requiredError }] : []}
        submitCount={submitCount}
      />
      {error && (
        <Notice tone="error">
          {error === 'notCancellable' ? (
            t('cancellation.notCancellable')
          ) : (
            <Trans
              ns={NS}
              i18nKey="cancellation.error"
              values={{ phone: t('service.phone', { ns: 'common' }) }}
              components={{ phone: <PhoneLink /> }}
            />
          )}
        </Notice>
      )}
      <RadioGroup
        id={FIELD_ID}
        name="reason"
        legend={t('cancellation.legend')}
        error={requiredError}
        value={reason}
        onChange={setReason}
        options={cancelReasonCodes.map((value) => ({
          value,
          label: t(`cancellation.reasons.${value}`),
        }))}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <Button variant="secondary" onClick={onKeep}>
          {t('cancellation.keep')}
        </Button>
        <Button variant="destructive" busy={loading} onClick={cancel}>
          {t('cancellation.submit')}
        </Button>
      </div>
    </form>
  );
}

interface CancelOrderModalProps extends Omit<CancelFormProps, 'onKeep'> {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/** The cancel modal: a reason is required (spec section 5). */
export function CancelOrderModal({ order, open, onClose, ...form }: CancelOrderModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      title={t('cancellation.modalTitle', { number: order.number })}
      onClose={onClose}
      closeButton={false}
    >
      <CancelForm {...form} onKeep={onClose} />
    </Modal>
  );
}
