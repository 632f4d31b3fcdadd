import { useState } from 'react';
import { useTranslation } from '@account/i18n';
import { ApiError, stepUpFailureOf } from '@account/api-client';
import { saveBankDetails, validateIban } from '@account/api-client/payments';
import { paths, type StepUpFailure } from '@account/contracts';
import { announce, useConfirmation } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';
import type { BankDetailsForm } from '../components/bank-details-schema';

export type SaveFailure = StepUpFailure | 'ibanInvalid' | 'verifyFailed' | 'saveFailed';

class VerifyFailed extends Error {}

const isIbanInvalid = (error: unknown) =>
  error instanceof ApiError && error.errorKey === 'IBAN_INVALID';

function classify(error: unknown): SaveFailure {
  if (isIbanInvalid(error)) return 'ibanInvalid';
  if (error instanceof VerifyFailed) return 'verifyFailed';
  return stepUpFailureOf(error) ?? 'saveFailed';
}

/**
 * Spec section 4: verify (iban/validation), then change (save), each in progress, succeeded or
 * failed; after the change the customer lands on the payment methods page (spec section 2),
 * which confirms it.
 * When the service asks for the password, the password modal sends the same form again with it.
 */
export function useSaveBankDetails() {
  const confirm = useConfirmation();
  const { t } = useTranslation(NS);
  const [pending, setPending] = useState<BankDetailsForm | null>(null);
  const request = useSubmit(async (form: BankDetailsForm, password?: string) => {
    // The frame's one live region tells screen readers which step runs (the button shows busy).
    announce(t('edit.verifying'));
    try {
      await validateIban(form.iban);
    } catch (error) {
      throw isIbanInvalid(error) ? error : new VerifyFailed();
    }
    announce(t('edit.saving'));
    try {
      await saveBankDetails({ ...form, password });
    } catch (error) {
      if (stepUpFailureOf(error)) setPending(form);
      throw error;
    }
    setPending(null);
    await confirm(t('bank.saved'), { navigateTo: paths.payments.start() });
  }, classify);

  const failure = request.failure;
  return {
    busy: request.busy,
    failure,
    submit: (form: BankDetailsForm) => void request.submit(form),
    /** The password modal: open while the service wants the password for the pending form. */
    passwordModal: {
      open: pending !== null,
      failure: failure === 'wrongPassword' || failure === 'tooMany' ? failure : null,
      busy: request.busy,
      onConfirm: (password: string) => {
        if (pending) void request.submit(pending, password);
      },
      onCancel: () => {
        setPending(null);
        request.reset();
      },
    },
  };
}
