import type { DeepPartial } from '@account/i18n';
import type { AddressesCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const addresses: DeepPartial<AddressesCatalogue> = {
  form: { addressAdditionHint: 'Zum Beispiel Stiege, Tür oder c/o' },
};
