import { returnReasonCodes, type ReturnReasonCode } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Select } from '@account/ui/forms';
import { NS } from '../../../i18n';

/** The optional reason; "Keine Angabe" sends none. */
export function ReturnReason({
  value,
  onChange,
}: {
  value: ReturnReasonCode | undefined;
  onChange: (reason: ReturnReasonCode | undefined) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Select
      label={t('returns.reason.label')}
      value={value ?? ''}
      onChange={(event) =>
        onChange((event.currentTarget.value || undefined) as ReturnReasonCode | undefined)
      }
      options={[
        { value: '', label: t('returns.reason.none') },
        ...returnReasonCodes.map((code) => ({ value: code, label: t(`returns.reason.${code}`) })),
      ]}
    />
  );
}
