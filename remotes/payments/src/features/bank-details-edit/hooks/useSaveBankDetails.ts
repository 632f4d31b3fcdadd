import { useTranslation } from '@account/i18n';
import { ApiError, stepUpFailureOf } from '@account/api-client';
import { saveBankDetails, validateIban } from '@account/api-client/payments';
import { paths } from '@account/contracts';
import { announce, useConfirmation } from '@account/ui';
import { useStepUpRetry } from '@account/ui/step-up';
import { NS } from '../../../i18n';
import type { BankDetailsForm } from '../components/bank-details-schema';

export type SaveFailure = 'ibanInvalid' | 'verifyFailed' | 'saveFailed';

class VerifyFailed extends Error {}

const isIbanInvalid = (error: unknown) =>
  error instanceof ApiError && error.errorKey === 'IBAN_INVALID';

function classify(error: unknown): SaveFailure {
  if (isIbanInvalid(error)) return 'ibanInvalid';
  if (error instanceof VerifyFailed) return 'verifyFailed';
  return 'saveFailed';
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
  const save = useStepUpRetry({
    async change(form: BankDetailsForm, password?: string) {
      // The frame's one live region tells screen readers which step runs (the button shows busy).
      announce(t('edit.verifying'));
      try {
        await validateIban(form.iban);
      } catch (error) {
        throw isIbanInvalid(error) ? error : new VerifyFailed();
      }
      announce(t('edit.saving'));
      await saveBankDetails({ ...form, password });
    },
    done: () => confirm(t('bank.saved'), { navigateTo: paths.payments.start() }),
    classify,
    stepUpOf: stepUpFailureOf,
  });
  return {
    busy: save.busy,
    failure: save.failure,
    submit: (form: BankDetailsForm) => void save.submit(form),
    passwordModal: save.passwordModal,
  };
}
