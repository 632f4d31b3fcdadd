import type { OrderItem } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { Select } from '@account/ui/forms';
import { NS } from '../../../i18n';

/** How many of a line with more than one piece go back (2 pillows: one or both). */
export function ReturnQuantity({
  item,
  value,
  onChange,
}: {
  item: OrderItem;
  value: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation(NS);
  const counts = Array.from({ length: item.quantity }, (_, index) => item.quantity - index);
  return (
    <div css={{ marginLeft: theme.space(5) }}>
      <Select
        label={t('returns.quantity', { title: item.title })}
        value={String(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        options={counts.map((count) => ({
          value: String(count),
          label: t('returns.quantityOption', { count, total: item.quantity }),
        }))}
      />
    </div>
  );
}
