import type { CheckedSave } from '../hooks/useCheckedSave';
import { addressCorrections, withCorrections, type AddressCorrection } from './address-corrections';
import { RecommendedAddressModal } from './RecommendedAddressModal';

interface CheckedSaveRecommendationProps<V extends Record<AddressCorrection, string>> {
  check: CheckedSave<V>;
  getValues: () => V;
  setValue: (name: AddressCorrection, value: string) => void;
  /** The fields the recommendation corrects in these values (all four by default). */
  correctedFields?: (values: V) => readonly AddressCorrection[];
}

/**
 * The recommended-address modal wired to a form: taking the recommendation writes its
 * corrections into the fields and saves them; keeping the input saves it unchecked.
 */
export function CheckedSaveRecommendation<V extends Record<AddressCorrection, string>>({
  check,
  getValues,
  setValue,
  correctedFields,
}: CheckedSaveRecommendationProps<V>) {
  const { recommendation } = check;
  if (!recommendation) return null;
  return (
    <RecommendedAddressModal
      entered={recommendation.entered}
      recommended={recommendation.recommended}
      onUseRecommended={() => {
        const values = getValues();
        const fields = correctedFields?.(values) ?? addressCorrections;
        const next = withCorrections(values, recommendation.recommended, fields);
        for (const name of fields) setValue(name, next[name]);
        void check.saveChecked(next);
      }}
      onKeepEntered={() => void check.saveChecked(getValues())}
      onClose={check.dismiss}
    />
  );
}
