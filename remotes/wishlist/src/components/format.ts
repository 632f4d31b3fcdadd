import { currentLocale } from '@account/config';
import { formatAmount } from '@account/i18n';
import type { VariantPrice } from '@account/contracts';

/** A variant's price in the customer's currency, through Intl in the shop's locale. */
export function formatPrice(price: Pick<VariantPrice, 'value' | 'currency'>): string {
  return formatAmount(price.value, price.currency, currentLocale());
}
