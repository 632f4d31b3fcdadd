import type { DeepPartial } from '@account/i18n';
import type { __Area__Catalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const __AREA__: DeepPartial<__Area__Catalogue> = {
  overview: { welcome: 'Herzlich willkommen' },
};
