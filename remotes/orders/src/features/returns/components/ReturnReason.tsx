import { forwardRef, type SelectHTMLAttributes } from 'react';
import { returnReasonCodes } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Select } from '@account/ui/forms';
import { NS } from '../../../i18n';

interface ReturnReasonProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The item's title: with several items chosen, each select says which one it is for. */
  title: string;
  error?: string | undefined;
}

/** Why this one item goes back, from the shop's list; required once the item is chosen. */
export const ReturnReason = forwardRef<HTMLSelectElement, ReturnReasonProps>(function ReturnReason(
  { title, error, ...select },
  ref,
) {
  const { t } = useTranslation(NS);
  return (
    <Select
      ref={ref}
      label={t('returns.reason.label', { title })}
      error={error}
      options={[
        { value: '', label: t('returns.reason.choose') },
        ...returnReasonCodes.map((code) => ({ value: code, label: t(`returns.reason.${code}`) })),
      ]}
      {...select}
    />
  );
});
