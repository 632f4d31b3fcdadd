import { MAX_DELIVERY_ADDRESSES } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Notice } from '@account/ui';
import { NS } from '../i18n';
import type { SaveFailure } from './address-form-errors';

/** Spec section 8: "Error at validate address", "Error at saving request", the limit; field errors show at their field. */
export function SaveFailureNotice({ failure }: { failure: SaveFailure | null }) {
  const { t } = useTranslation(NS);
  if (!failure || failure.kind === 'field') return null;
  const text =
    failure.kind === 'limit'
      ? t('list.limit', { max: MAX_DELIVERY_ADDRESSES })
      : t(failure.kind === 'validate' ? 'form.validateFailed' : 'form.saveFailed');
  return <Notice tone="error">{text}</Notice>;
}
