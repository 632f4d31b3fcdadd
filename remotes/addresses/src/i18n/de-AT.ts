import type { DeepPartial } from '@account/i18n';
import type { AddressesCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const addresses: DeepPartial<AddressesCatalogue> = {
  overview: { welcome: 'Herzlich willkommen' },
};
