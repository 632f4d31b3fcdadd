import type { DeepPartial } from '@account/i18n';
import type { ServiceCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const service: DeepPartial<ServiceCatalogue> = {
  overview: { welcome: 'Herzlich willkommen' },
};
