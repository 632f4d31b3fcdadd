import { useState } from 'react';
import {
  deleteDeliveryAddress,
  getDeliveryAddresses,
  restoreDeliveryAddress,
  setPreferredAddress,
} from '@account/api-client/addresses';
import { useTranslation } from '@account/i18n';
import { useAsync, useConfirmation } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { NS } from '../../../i18n';

export type AddressAction = 'delete' | 'restore' | 'setPreferred';

const calls = {
  delete: deleteDeliveryAddress,
  restore: restoreDeliveryAddress,
  setPreferred: setPreferredAddress,
};
const doneText = {
  delete: 'list.deletedDone',
  restore: 'list.restoredDone',
  setPreferred: 'list.preferredDone',
} as const;

/**
 * The list and its three actions (spec section 4: delete, restore, set preferred), each in
 * progress, then success (the list reloads and the page confirms the change) or failed, shown at the
 * address it concerns.
 */
export function useAddressList() {
  const { t } = useTranslation(NS);
  const { state, reload } = useAsync(getDeliveryAddresses, 'delivery-addresses');
  const confirm = useConfirmation();
  const [current, setCurrent] = useState<{ id: string; action: AddressAction } | null>(null);
  const request = useSubmit(
    async (id: string, action: AddressAction) => {
      setCurrent({ id, action });
      await calls[action](id);
      void confirm(t(doneText[action]));
      reload();
    },
    () => 'failed' as const,
  );
  return {
    state,
    reload,
    run: request.submit,
    /** Which address is busy or failed, and with what. */
    busy: request.busy ? current : null,
    failed: request.failure ? current : null,
  };
}
