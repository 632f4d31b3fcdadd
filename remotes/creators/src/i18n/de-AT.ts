import type { DeepPartial } from '@account/i18n';
import type { CreatorsCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const creators: DeepPartial<CreatorsCatalogue> = {
  overview: { welcome: 'Herzlich willkommen' },
};
