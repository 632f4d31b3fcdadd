import type { DeepPartial } from '@account/i18n';
import type { __Area__Catalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const __AREA__: DeepPartial<__Area__Catalogue> = {
  overview: {
    intro: 'Diesen Bereich bauen wir gerade für Sie aus. Schauen Sie gerne regelmässig vorbei.',
  },
};
