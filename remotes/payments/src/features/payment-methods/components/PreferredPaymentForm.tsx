import { useState, type FormEvent } from 'react';
import type { PaymentMethods, PreferredPaymentMethod } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Notice, theme } from '@account/ui';
import { ErrorSummary, RadioGroup, radioInputId } from '@account/ui/forms';
import { StepUpModal } from '@account/ui/step-up';
import { NS } from '../../../i18n';
import { useSetPreferredPayment } from '../hooks/useSetPreferredPayment';

const FIELD_ID = 'preferred-payment';

interface PreferredPaymentFormProps {
  methods: PaymentMethods;
  hasBankDetails: boolean;
  onChanged: (methods: PaymentMethods) => void;
}

/**
 * Only DIRECT_DEBIT and INVOICE can be preferred (spec section 3); Ratenkauf and PayPal are
 * listed but never offered here. Direct debit needs bank details first.
 */
export function PreferredPaymentForm({
  methods,
  hasBankDetails,
  onChanged,
}: PreferredPaymentFormProps) {
  const { t } = useTranslation(NS);
  const preferable = methods.paymentMethods
    .filter((entry) => entry.preferable)
    .map((entry) => entry.method as PreferredPaymentMethod);
  const [choice, setChoice] = useState<PreferredPaymentMethod | null>(
    methods.preferredPaymentMethod,
  );
  const [submitCount, setSubmitCount] = useState(0);
  const request = useSetPreferredPayment(onChanged);
  const needsBank = choice === 'DIRECT_DEBIT' && !hasBankDetails;
  const fieldError =
    submitCount > 0 && needsBank
      ? t('preferred.bankDetailsRequired')
      : request.failure === 'bankDetailsRequired'
        ? t('preferred.bankDetailsRequired')
        : request.failure === 'notPreferable'
          ? t('preferred.notPreferable')
          : undefined;

  // The errors concern the method chosen (direct debit without bank details), so the summary
  // leads to that option, not to the first one.
  const errorTarget = radioInputId(FIELD_ID, preferable, choice);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    if (choice && !needsBank) void request.submit(choice);
  }

  if (preferable.length === 0) return null;
  return (
    <>
      <form noValidate onSubmit={submit} css={{ marginBottom: theme.space(3) }}>
        <ErrorSummary
          errors={fieldError ? [{ fieldId: errorTarget, message: fieldError }] : []}
          submitCount={submitCount}
        />
        {request.failure === 'failed' && !request.passwordModal.open && (
          <Notice tone="error">{t('preferred.error')}</Notice>
        )}
        <RadioGroup
          id={FIELD_ID}
          name="preferredPaymentMethod"
          legend={t('preferred.legend')}
          hint={t('preferred.hint')}
          error={fieldError}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            request.reset();
          }}
          options={preferable.map((value) => ({ value, label: t(`methods.names.${value}`) }))}
        />
        <Button type="submit" busy={request.busy}>
          {t('preferred.submit')}
        </Button>
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      <StepUpModal
        {...request.passwordModal}
        errorMessage={request.failure === 'failed' ? t('preferred.error') : undefined}
      />
    </>
  );
}
