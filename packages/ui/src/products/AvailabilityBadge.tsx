import { availabilityWarning, type Availability } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag } from '@account/ui';

/**
 * Spec section 9's warning levels, the same on the wishlist and the returns page: "sold out" and
 * "only a few left"; nothing while the variant is available.
 */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  const warning = availabilityWarning(availability);
  if (!warning) return null;
  return (
    <Tag tone={warning === 'soldOut' ? 'error' : 'warning'}>{t(`availability.${warning}`)}</Tag>
  );
}
