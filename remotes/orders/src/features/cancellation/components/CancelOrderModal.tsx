import { useState, type FormEvent } from 'react';
import { cancelReasonCodes, type CancelReasonCode, type Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, ErrorSummary, Modal, Notice, RadioGroup } from '@account/ui';
import { NS } from '../../../i18n';
import type { CancelError } from '../hooks/useCancelOrder';

const reasons = cancelReasonCodes;
const FIELD_ID = 'cancel-reason';

interface CancelOrderModalProps {
  order: Order;
  open: boolean;
  loading: boolean;
  error: CancelError;
  onClose: () => void;
  onCancel: (reason: CancelReasonCode) => void;
}

/** The cancel modal: a reason is required (spec section 5). */
export function CancelOrderModal({ order, open, loading, error, onClose, onCancel }: CancelOrderModalProps) {
  const { t } = useTranslation(NS);
  const [reason, setReason] = useState<CancelReasonCode | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const requiredError = submitCount > 0 && !reason ? t('cancellation.required') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (reason) onCancel(reason);
  }

  return (
    <Modal open={open} title={t('cancellation.modalTitle', { number: order.number })} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <ErrorSummary errors={requiredError ? [{ fieldId: `${FIELD_ID}-input`, message: requiredError }] : []} submitCount={submitCount} />
        {error && (
          <Notice tone="error">
            {error === 'notCancellable' ? t('cancellation.notCancellable') : t('cancellation.error', { phone: t('service.phone', { ns: 'common' }) })}
          </Notice>
        )}
        <RadioGroup
          id={FIELD_ID}
          name="reason"
          legend={t('cancellation.legend')}
          error={requiredError}
          value={reason}
          onChange={setReason}
          options={reasons.map((value) => ({ value, label: t(`cancellation.reasons.${value}`) }))}
        />
        <Button type="submit" busy={loading}>
          {t('cancellation.submit')}
        </Button>
      </form>
    </Modal>
  );
}
