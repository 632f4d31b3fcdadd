import { ApiError, stepUpFailureOf } from '@account/api-client';
import { setPreferredPayment } from '@account/api-client/payments';
import type { PaymentMethods, PreferredPaymentMethod } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { sessionStore, setLoggedIn } from '@account/session';
import { useConfirmation } from '@account/ui';
import { useStepUpRetry } from '@account/ui/step-up';
import { NS } from '../../../i18n';

export type PreferredFailure = 'bankDetailsRequired' | 'notPreferable' | 'failed';

const classify = (error: unknown): PreferredFailure => {
  if (error instanceof ApiError && error.errorKey === 'BANK_DETAILS_REQUIRED')
    return 'bankDetailsRequired';
  if (error instanceof ApiError && error.errorKey === 'PAYMENT_METHOD_NOT_PREFERABLE')
    return 'notPreferable';
  return 'failed';
};

/**
 * Spec section 4: set preferred is in progress, then succeeded or failed. The logged-in user
 * carries the preferred payment (spec section 3), so the session learns the new one at once;
 * the page confirms the change. A change is protected (issue 33): when the service asks for the
 * password, the password modal sends the same choice again with it.
 */
export function useSetPreferredPayment(onChanged: (methods: PaymentMethods) => void) {
  const { t } = useTranslation(NS);
  const confirm = useConfirmation();
  return useStepUpRetry({
    change: (method: PreferredPaymentMethod, password?: string) =>
      setPreferredPayment(method, password),
    done(methods: PaymentMethods) {
      const { user } = sessionStore.getState();
      if (user) setLoggedIn({ ...user, preferredPaymentMethod: methods.preferredPaymentMethod });
      onChanged(methods);
      void confirm(t('preferred.success'));
    },
    classify,
    stepUpOf: stepUpFailureOf,
  });
}
