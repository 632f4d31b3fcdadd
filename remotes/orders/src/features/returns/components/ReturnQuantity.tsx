import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { OrderItem } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Select } from '@account/ui/forms';
import { NS } from '../../../i18n';

/** How many of a line with more than one piece go back (2 pillows: one or both). */
export const ReturnQuantity = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { item: OrderItem }
>(function ReturnQuantity({ item, ...select }, ref) {
  const { t } = useTranslation(NS);
  const counts = Array.from({ length: item.quantity }, (_, index) => item.quantity - index);
  return (
    <Select
      ref={ref}
      label={t('returns.quantity', { title: item.title })}
      options={counts.map((count) => ({
        value: String(count),
        label: t('returns.quantityOption', { count, total: item.quantity }),
      }))}
      {...select}
    />
  );
});
