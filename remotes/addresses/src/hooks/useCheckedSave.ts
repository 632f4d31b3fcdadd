import { useState } from 'react';
import { checkAddress } from '@account/api-client/addresses';
import { differsFromInput, type CheckedAddress } from '@account/contracts';
import { useSubmit } from '@account/ui/forms';
import { AddressCheckFailed, classifySaveFailure } from '../components/address-form-errors';

export interface Recommendation<V> {
  values: V;
  entered: CheckedAddress;
  recommended: CheckedAddress;
}

interface CheckedSaveOptions<V> {
  /** The part of the form the address check looks at; null skips the check. */
  addressOf: (values: V) => CheckedAddress | null;
  /** Saves and then leaves the page (inside the action, so the button stays busy). */
  save: (values: V) => Promise<void>;
}

/**
 * Spec sections 4 and 7: before saving, the address goes to the address check; when its first
 * result differs from the input, the recommended-address modal offers it, and the customer
 * saves either the recommendation or what they typed.
 */
export function useCheckedSave<V>({ addressOf, save }: CheckedSaveOptions<V>) {
  const [recommendation, setRecommendation] = useState<Recommendation<V> | null>(null);
  const request = useSubmit(async (values: V, checked: boolean) => {
    const entered = checked ? null : addressOf(values);
    if (entered) {
      const results = await checkAddress(entered).catch((error: unknown) => {
        throw new AddressCheckFailed(error);
      });
      const first = results[0];
      if (first && differsFromInput(entered, first)) {
        setRecommendation({ values, entered, recommended: first });
        return;
      }
    }
    await save(values);
  }, classifySaveFailure);

  return {
    busy: request.busy,
    failure: request.failure,
    recommendation,
    submit: (values: V) => request.submit(values, false),
    /** Saves the given values without checking again (the recommendation or the input kept). */
    saveChecked: (values: V) => {
      setRecommendation(null);
      return request.submit(values, true);
    },
    dismiss: () => setRecommendation(null),
  };
}

export type CheckedSave<V> = ReturnType<typeof useCheckedSave<V>>;
