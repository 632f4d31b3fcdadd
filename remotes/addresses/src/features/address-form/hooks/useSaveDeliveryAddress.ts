import { saveDeliveryAddress } from '@account/api-client/addresses';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useConfirmation } from '@account/ui';
import { NS } from '../../../i18n';
import { useCheckedSave } from '../../../hooks/useCheckedSave';
import { checkedPartOf, parcelPointOf, toRequest, type DeliveryAddressForm } from '../form-values';

/** Add or edit (with `id`): check the address, save it, then back to the list. */
export function useSaveDeliveryAddress(id?: string) {
  const { t } = useTranslation(NS);
  const confirm = useConfirmation();
  return useCheckedSave<DeliveryAddressForm>({
    addressOf: (values) => {
      const kind = parcelPointOf(values);
      return checkedPartOf(values, kind ? t(`address.kinds.${kind}`) : '');
    },
    save: async (values) => {
      await saveDeliveryAddress(toRequest(values, id));
      await confirm(t('form.saved'), { navigateTo: paths.addresses.start() });
    },
  });
}
