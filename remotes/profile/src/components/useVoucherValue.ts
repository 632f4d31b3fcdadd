import { useCallback } from 'react';
import type { Voucher } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NS } from '../i18n';
import { shopFormat } from './format';

/**
 * What a voucher is worth, said the same on the home's tile and in "Meine Gutscheine": "15,00 €
 * Rabatt", "10 % Rabatt", "Versandkostenfrei bestellen", in the voucher's currency through Intl.
 */
export function useVoucherValue() {
  const { t } = useTranslation(NS);
  return useCallback(
    (voucher: Pick<Voucher, 'type' | 'value' | 'currency'>) => {
      const format = shopFormat();
      return t(`home.voucher.value.${voucher.type}`, {
        amount: voucher.value === null ? '' : format.cents(voucher.value, voucher.currency),
        percent: voucher.value === null ? '' : format.percent(voucher.value / 100),
      });
    },
    [t],
  );
}
