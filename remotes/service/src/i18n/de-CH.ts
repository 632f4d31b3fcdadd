import type { DeepPartial } from '@account/i18n';
import type { ServiceCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const service: DeepPartial<ServiceCatalogue> = {
  overview: {
    intro: 'Diesen Bereich bauen wir gerade für Sie aus. Schauen Sie gerne regelmässig vorbei.',
  },
};
